import { LoginRequestSchema, RegisterRequestSchema } from '../auth/auth.schemas.js';
import { RecordUsageSchema, YarnListQuerySchema, YarnWriteSchema } from '../inventory/inventory.schemas.js';
import { ShoppingListCreateSchema, ShoppingListUpdateSchema } from '../inventory/shopping-list.schemas.js';
import { toFieldErrors } from './errors.js';
import { FIELD_MESSAGES } from './fields.js';

const yarn = { brand_name: 'Malabrigo', line_name: 'Rios', skeins_total: 2, skeins_remaining: 2 };
const errorsOf = (result: { success: boolean; error?: { issues: Parameters<typeof toFieldErrors>[0] } }) =>
  result.success ? {} : toFieldErrors(result.error?.issues ?? []);

describe('contract fields', () => {
  it('refuse the NUL character in every text, body or query, with a message naming it', () => {
    expect(errorsOf(LoginRequestSchema.safeParse({ username: '\u0000', password: 'x' }))).toEqual({
      username: [FIELD_MESSAGES.nul],
    });
    expect(
      errorsOf(
        RegisterRequestSchema.safeParse({
          email: 'ann@example.com',
          password: 'Knit2gether\u0000',
          first_name: 'A\u0000n',
          last_name: 'Purl',
        }),
      ),
    ).toEqual({ password: [FIELD_MESSAGES.nul], first_name: [FIELD_MESSAGES.nul] });
    expect(errorsOf(YarnWriteSchema.safeParse({ ...yarn, notes: 'a\u0000', tags: ['\u0000'] }))).toEqual({
      notes: [FIELD_MESSAGES.nul],
      'tags.0': [FIELD_MESSAGES.nul],
    });
    expect(errorsOf(YarnListQuerySchema.safeParse({ search: '\u0000' }))).toEqual({
      search: [FIELD_MESSAGES.nul],
    });
  });

  it('hold numbers to their columns: int4 and numeric(p, 2), never rounded to 0', () => {
    expect(
      errorsOf(YarnWriteSchema.safeParse({ ...yarn, yardage_per_skein: 3e9, weight_grams: 1e8 })),
    ).toEqual({
      yardage_per_skein: ['Yardage per skein must be at most 1,000,000'],
      weight_grams: ['Weight per skein must be at most 100,000'],
    });
    expect(errorsOf(ShoppingListCreateSchema.safeParse({ name: 'Rios', quantity: 0.001 }))).toEqual({
      quantity: ['Quantity can have at most 2 decimal places'],
    });
    expect(errorsOf(ShoppingListUpdateSchema.safeParse({ quantity: 0 }))).toEqual({
      quantity: ['Quantity must be above 0'],
    });
    expect(ShoppingListCreateSchema.parse({ name: 'Rios', quantity: 0.25 }).quantity).toBe(0.25);
    expect(YarnWriteSchema.parse({ ...yarn, skeins_total: 2.5, purchase_price: 14.99 })).toMatchObject({
      skeins_total: 2.5,
      purchase_price: 14.99,
    });
  });

  it('take JSON numbers in bodies ("" and [5] are refused) while query strings still parse', () => {
    expect(errorsOf(RecordUsageSchema.safeParse({ skeins: '', yardage: [5] }))).toEqual({
      skeins: ['Skeins used must be a number'],
      yardage: ['Yardage used must be a number'],
    });
    expect(errorsOf(YarnWriteSchema.safeParse({ ...yarn, skeins_total: '2' }))).toMatchObject({
      skeins_total: ['Skeins must be a number'],
    });
    expect(YarnListQuerySchema.parse({ limit: '10', quantityMin: '2.5' })).toMatchObject({
      limit: 10,
      quantityMin: 2.5,
    });
  });
});
