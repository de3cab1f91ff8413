import {
  RegisterInputSchema,
  SignUpFormSchema,
  SIGN_UP_MESSAGES,
  emailForUsername,
  toFieldErrors,
} from '../index.js';

const messagesFor = (input: unknown) => {
  const result = RegisterInputSchema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error.issues);
};

describe('RegisterInputSchema', () => {
  it('accepts the register page payload and lower-cases the e-mail', () => {
    const parsed = RegisterInputSchema.parse({
      email: 'Ann@Example.com',
      password: 'Knit2gether',
      first_name: 'Ann',
      last_name: 'Purl',
    });
    expect(parsed).toEqual({
      email: 'ann@example.com',
      password: 'Knit2gether',
      username: null,
      first_name: 'Ann',
      last_name: 'Purl',
    });
  });

  it('accepts the login page register-mode payload without names', () => {
    const parsed = RegisterInputSchema.parse({
      username: 'ann_k',
      password: 'Knit2gether',
      email: emailForUsername('ann_k'),
    });
    expect(parsed.username).toBe('ann_k');
    expect(parsed.email).toBe('ann_k@users.yarn-management.local');
    expect(parsed.first_name).toBeNull();
  });

  it('reports every sign-up rule with the spec message', () => {
    expect(messagesFor({})).toEqual({
      email: [SIGN_UP_MESSAGES.emailRequired],
      password: [SIGN_UP_MESSAGES.passwordRequired],
      first_name: [SIGN_UP_MESSAGES.firstNameRequired],
      last_name: [SIGN_UP_MESSAGES.lastNameRequired],
    });
    // Every broken field is reported at once, names included.
    expect(messagesFor({ email: 'x', password: 'short', first_name: 'A', last_name: '' })).toEqual({
      email: [SIGN_UP_MESSAGES.emailInvalid],
      password: [SIGN_UP_MESSAGES.passwordMin, SIGN_UP_MESSAGES.passwordComplexity],
      first_name: [SIGN_UP_MESSAGES.firstNameMin],
      last_name: [SIGN_UP_MESSAGES.lastNameRequired],
    });
    expect(
      messagesFor({ email: 'a@b.co', password: 'alllowercase1', first_name: 'Ann', last_name: 'Purl' }),
    ).toEqual({
      password: [SIGN_UP_MESSAGES.passwordComplexity],
    });
    expect(messagesFor({ email: 'a@b.co', password: 'Knit2gether', first_name: 'A', last_name: '' })).toEqual(
      {
        first_name: [SIGN_UP_MESSAGES.firstNameMin],
        last_name: [SIGN_UP_MESSAGES.lastNameRequired],
      },
    );
  });
});

describe('SignUpFormSchema', () => {
  it('asks for the confirmation, then for a match', () => {
    const base = { first_name: 'Ann', last_name: 'Purl', email: 'a@b.co', password: 'Knit2gether' };
    const missing = SignUpFormSchema.safeParse({ ...base, confirmPassword: '' });
    expect(missing.success || toFieldErrors(missing.error.issues)).toEqual({
      confirmPassword: [SIGN_UP_MESSAGES.confirmRequired],
    });
    const mismatch = SignUpFormSchema.safeParse({ ...base, confirmPassword: 'Knit2gethe' });
    expect(mismatch.success || toFieldErrors(mismatch.error.issues)).toEqual({
      confirmPassword: [SIGN_UP_MESSAGES.confirmMismatch],
    });
    expect(SignUpFormSchema.safeParse({ ...base, confirmPassword: 'Knit2gether' }).success).toBe(true);
  });

  it('names the mismatch whatever the other fields say, empty names included', () => {
    const blank = {
      first_name: '',
      last_name: '',
      email: '',
      password: 'Knit2gether',
      confirmPassword: 'Knit3',
    };
    const result = SignUpFormSchema.safeParse(blank);
    expect(result.success || toFieldErrors(result.error.issues)).toEqual({
      first_name: [SIGN_UP_MESSAGES.firstNameRequired],
      last_name: [SIGN_UP_MESSAGES.lastNameRequired],
      email: [SIGN_UP_MESSAGES.emailRequired],
      confirmPassword: [SIGN_UP_MESSAGES.confirmMismatch],
    });
  });
});
