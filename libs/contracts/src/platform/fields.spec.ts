import { ChangePasswordInputSchema } from '../account/profile.schemas.js';
import { LoginInputSchema, RegisterInputSchema } from '../auth/auth.schemas.js';
import { ArchiveSearchInputSchema } from '../deals/archives.schemas.js';
import { ScraperTargetCreateInputSchema } from '../deals/scraper.schemas.js';
import {
  RecordUsageInputSchema,
  YarnListQuerySchema,
  YarnCreateInputSchema,
} from '../inventory/inventory.schemas.js';
import {
  ShoppingListItemCreateInputSchema,
  ShoppingListItemUpdateInputSchema,
} from '../inventory/shopping-list.schemas.js';
import { PatternCreateInputSchema } from '../patterns/patterns.schemas.js';
import { ProjectCreateInputSchema } from '../projects/projects.schemas.js';
import { toFieldErrors } from './errors.js';
import { FIELD_MESSAGES, isMultilineText, isSingleLine } from './fields.js';

const yarn = { brand_name: 'Malabrigo', line_name: 'Rios', skeins_total: 2, skeins_remaining: 2 };
const errorsOf = (result: { success: boolean; error?: { issues: Parameters<typeof toFieldErrors>[0] } }) =>
  result.success ? {} : toFieldErrors(result.error?.issues ?? []);

describe('contract fields', () => {
  it('refuse the NUL character in every text, body or query, with a message naming it', () => {
    expect(errorsOf(LoginInputSchema.safeParse({ username: '\u0000', password: 'x' }))).toEqual({
      username: [FIELD_MESSAGES.nul],
    });
    expect(
      errorsOf(
        RegisterInputSchema.safeParse({
          email: 'ann@example.com',
          password: 'Knit2gether\u0000',
          first_name: 'A\u0000n',
          last_name: 'Purl',
        }),
      ),
    ).toEqual({ password: [FIELD_MESSAGES.nul], first_name: [FIELD_MESSAGES.nul] });
    expect(
      errorsOf(YarnCreateInputSchema.safeParse({ ...yarn, notes: 'a\u0000', tags: ['\u0000'] })),
    ).toEqual({
      notes: [FIELD_MESSAGES.nul],
      'tags.0': [FIELD_MESSAGES.nul],
    });
    expect(errorsOf(YarnListQuerySchema.safeParse({ search: '\u0000' }))).toEqual({
      search: [FIELD_MESSAGES.nul],
    });
  });

  it('hold numbers to their columns: int4 and numeric(p, 2), never rounded to 0', () => {
    expect(
      errorsOf(YarnCreateInputSchema.safeParse({ ...yarn, yardage_per_skein: 3e9, weight_grams: 1e8 })),
    ).toEqual({
      yardage_per_skein: ['Yardage per skein must be at most 1,000,000'],
      weight_grams: ['Weight per skein must be at most 100,000'],
    });
    expect(errorsOf(ShoppingListItemCreateInputSchema.safeParse({ name: 'Rios', quantity: 0.001 }))).toEqual({
      quantity: ['Quantity can have at most 2 decimal places'],
    });
    expect(errorsOf(ShoppingListItemUpdateInputSchema.safeParse({ quantity: 0 }))).toEqual({
      quantity: ['Quantity must be above 0'],
    });
    expect(ShoppingListItemCreateInputSchema.parse({ name: 'Rios', quantity: 0.25 }).quantity).toBe(0.25);
    expect(YarnCreateInputSchema.parse({ ...yarn, skeins_total: 2.5, purchase_price: 14.99 })).toMatchObject({
      skeins_total: 2.5,
      purchase_price: 14.99,
    });
  });

  it('take JSON numbers in bodies ("" and [5] are refused) while query strings still parse', () => {
    expect(errorsOf(RecordUsageInputSchema.safeParse({ skeins: '', yardage: [5] }))).toEqual({
      skeins: ['Skeins used must be a number'],
      yardage: ['Yardage used must be a number'],
    });
    expect(errorsOf(YarnCreateInputSchema.safeParse({ ...yarn, skeins_total: '2' }))).toMatchObject({
      skeins_total: ['Skeins must be a number'],
    });
    expect(YarnListQuerySchema.parse({ limit: '10', quantityMin: '2.5' })).toMatchObject({
      limit: 10,
      quantityMin: 2.5,
    });
  });

  it('refuse line breaks and control characters in single-line text, inside the value (its ends are trimmed)', () => {
    expect(errorsOf(PatternCreateInputSchema.safeParse({ title: 'Cabled\r\nHat' }))).toEqual({
      title: [FIELD_MESSAGES.singleLine],
    });
    expect(PatternCreateInputSchema.parse({ title: '  Cabled Hat\r\n' }).title).toBe('Cabled Hat');
    for (const character of [
      '\n',
      '\r',
      '\t',
      '\u0007',
      '\u001B',
      '\u007F',
      '\u0085',
      '\u009B',
      '\u2028',
      '\u2029',
    ])
      expect(
        errorsOf(YarnCreateInputSchema.safeParse({ ...yarn, colorway: `Sea${character}Glass` })),
      ).toEqual({
        colorway: [FIELD_MESSAGES.singleLine],
      });
    expect(
      errorsOf(YarnCreateInputSchema.safeParse({ ...yarn, brand_name: 'Mala\nbrigo', tags: ['wool\u2028'] })),
    ).toEqual({ brand_name: [FIELD_MESSAGES.singleLine] });
    expect(errorsOf(YarnCreateInputSchema.safeParse({ ...yarn, tags: ['wo\u2028ol'] }))).toEqual({
      'tags.0': [FIELD_MESSAGES.singleLine],
    });
    expect(errorsOf(YarnListQuerySchema.safeParse({ search: 'rios\r\nX-Injected: 1' }))).toEqual({
      search: [FIELD_MESSAGES.singleLine],
    });
    expect(
      errorsOf(ProjectCreateInputSchema.safeParse({ name: 'Sweater\nfor Ann', recipient: 'A\u0000nn' })),
    ).toEqual({
      name: [FIELD_MESSAGES.singleLine],
      recipient: [FIELD_MESSAGES.nul],
    });
    expect(errorsOf(ArchiveSearchInputSchema.safeParse({ query: 'sale\nnow' }))).toEqual({
      query: [FIELD_MESSAGES.singleLine],
    });
    // Letters of every script, emoji and combining marks are text, not control characters.
    expect(YarnCreateInputSchema.parse({ ...yarn, colorway: 'Ñandú 🧶 e\u0301 ☃ 青' }).colorway).toBe(
      'Ñandú 🧶 e\u0301 ☃ 青',
    );
  });

  it('refuse line breaks in names, e-mails, usernames, target names, URLs and selectors, and in a new password', () => {
    expect(
      errorsOf(
        RegisterInputSchema.safeParse({
          email: 'ann@example.com\r\nBcc: x@example.com',
          password: 'Knit\t2gether',
          first_name: 'A\u0085nn',
          last_name: 'Purl',
        }),
      ),
    ).toEqual({
      email: [FIELD_MESSAGES.singleLine],
      password: [FIELD_MESSAGES.singleLine],
      first_name: [FIELD_MESSAGES.singleLine],
    });
    expect(
      errorsOf(
        ChangePasswordInputSchema.safeParse({ currentPassword: 'Old\tOne1', newPassword: 'New\nOne12' }),
      ),
    ).toEqual({ newPassword: [FIELD_MESSAGES.singleLine] });
    const target = {
      name: 'Wool\nWarehouse',
      url: 'https://example.com/sale\r\n',
      category: 'deals',
      scraperType: 'static',
      scrapeFrequency: 'daily',
      // Pretty-printed JSON is fine; a line break inside one selector is not.
      selectors:
        '{\n  "item": ".card",\n  "product_name": ".title\\n.x",\n  "current_price": ".price",\n  "product_url": "a"\n}',
    };
    expect(errorsOf(ScraperTargetCreateInputSchema.safeParse(target))).toEqual({
      name: [FIELD_MESSAGES.singleLine],
      'selectors.product_name': [FIELD_MESSAGES.singleLine],
    });
    // The URL's trailing line break is trimmed like a space.
    expect(
      ScraperTargetCreateInputSchema.parse({
        ...target,
        name: 'Wool Warehouse',
        selectors: { item: '.card', product_name: '.t', current_price: '.p', product_url: 'a' },
      }).url,
    ).toBe('https://example.com/sale');
  });

  it('keep line breaks and tabs in notes, and refuse other control characters there', () => {
    const note = 'Row 1:\tk2, p2\r\nRow 2:\tknit\n\nBlocked\u2028wet';
    expect(YarnCreateInputSchema.parse({ ...yarn, notes: note }).notes).toBe(note);
    expect(
      PatternCreateInputSchema.parse({ title: 'Hat', pattern_notes: note, personal_notes: note }),
    ).toMatchObject({
      pattern_notes: note,
      personal_notes: note,
    });
    expect(ProjectCreateInputSchema.parse({ name: 'Hat', notes: note }).notes).toBe(note);
    expect(ShoppingListItemCreateInputSchema.parse({ name: 'Rios', quantity: 1, notes: note }).notes).toBe(
      note,
    );
    expect(
      errorsOf(YarnCreateInputSchema.safeParse({ ...yarn, notes: 'bell\u0007 and escape\u001B[2J' })),
    ).toEqual({
      notes: [FIELD_MESSAGES.multiline],
    });
    expect(errorsOf(ShoppingListItemUpdateInputSchema.safeParse({ notes: 'x\u009By' }))).toEqual({
      notes: [FIELD_MESSAGES.multiline],
    });
  });

  it('leave sign-in alone: a password or identifier with a control character just fails to match', () => {
    expect(LoginInputSchema.safeParse({ username: 'ann\t', password: 'Old\tPassword1' }).success).toBe(true);
    expect([
      isSingleLine('a b'),
      isSingleLine('a\tb'),
      isMultilineText('a\tb\r\n'),
      isMultilineText('\u007F'),
    ]).toEqual([true, false, true, false]);
  });
});
