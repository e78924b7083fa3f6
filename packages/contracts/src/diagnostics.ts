import { z } from 'zod';
import { emailSchema } from './waitlist';
import { lineText } from './text';

/**
 * The e-mail diagnostics (docs/product/e-mails.md#diagnostics-screen). The provider is Postmark: the screen's
 * "API key" is the server token (it sends mail), its "secret" the account token (it manages
 * servers); both are named here so the screen can show which variables to set.
 */
export const EMAIL_ENV_VAR_NAMES = {
  key: 'POSTMARK_SERVER_TOKEN',
  secret: 'POSTMARK_ACCOUNT_TOKEN',
} as const;

/** A prefix never shows more than this many characters of a secret. */
export const SECRET_PREFIX_LENGTH = 4;

/** The first characters of a secret followed by an ellipsis, or null when it is unset. */
export function secretPrefix(secret: string | undefined | null): string | null {
  if (!secret) return null;
  // Short secrets show less, so a prefix never reveals a whole secret.
  const shown = Math.min(SECRET_PREFIX_LENGTH, Math.floor(secret.length / 2));
  return `${secret.slice(0, shown)}...`;
}

export const DIAGNOSTICS_MESSAGES = {
  emailCheck: 'Email service diagnostics',
  bothFailed: 'Diagnostic data unavailable - both endpoints failed',
  loadFailed: 'Failed to load diagnostic information. Try refreshing.',
  testEmailCallFailed: 'Failed to test email. See console for details.',
  testEmailException: 'Error connecting to server',
  tokenRequired: 'A valid diagnostics token is required',
  testEmailSent: 'Test email sent',
  testEmailRateLimitedIp: 'Too many test e-mails from your network. Please wait a few minutes and try again.',
  testEmailRateLimitedAddress: 'Too many test e-mails to this address. Please wait a while before sending another.',
} as const;

/** Request header carrying DIAGNOSTICS_TOKEN when the deployment sets one. */
export const DIAGNOSTICS_TOKEN_HEADER = 'x-diagnostics-token';
/** Session storage key under which the screen keeps the token for the browser session. */
export const DIAGNOSTICS_TOKEN_STORAGE_KEY = 'diagnosticsToken';

/** The fixed placeholder name the diagnostics screen sends with a test e-mail. */
export const TEST_EMAIL_PLACEHOLDER_NAME = 'Test User';

export const diagnosticsEnvironmentSchema = z.object({
  nodeEnv: z.string(),
  hostname: z.string(),
  protocol: z.string(),
});
export type DiagnosticsEnvironment = z.infer<typeof diagnosticsEnvironmentSchema>;

/** The first characters of the provider's two secrets (secretPrefix()), null where unset. */
const secretPrefixesShape = {
  apiKeyPrefix: z.string().nullable(),
  apiSecretPrefix: z.string().nullable(),
};

/** What the BFF adds to core's answer in both checks: where and when it answered. */
const bffCheckShape = {
  serverTime: z.string(),
  environment: diagnosticsEnvironmentSchema,
};

/** What core-service knows about the provider's settings (no network call). */
export const emailSettingsSchema = z.object({
  apiKeyConfigured: z.boolean(),
  apiSecretConfigured: z.boolean(),
  ...secretPrefixesShape,
  envVarNames: z.object({ key: z.string(), secret: z.string() }),
  senderEmail: z.string(),
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

/** core-service's answer to GET /internal/diagnostics/email. */
export const coreEmailDiagnosticsSchema = z.object({
  emailSettings: emailSettingsSchema,
  /** Contains 'Success' exactly when the provider answered an authenticated call. */
  connectivityTest: z.string(),
});
export type CoreEmailDiagnostics = z.infer<typeof coreEmailDiagnosticsSchema>;

/** GET /api/email-check. */
export const emailCheckResponseSchema = coreEmailDiagnosticsSchema.extend({ message: z.string(), ...bffCheckShape });
export type EmailCheckResponse = z.infer<typeof emailCheckResponseSchema>;

export const envUtilitySchema = z.object({
  apiKeyPresent: z.boolean(),
  apiSecretPresent: z.boolean(),
  ...secretPrefixesShape,
});
export type EnvUtility = z.infer<typeof envUtilitySchema>;

/** core-service's answer to GET /internal/diagnostics/env. */
export const coreEnvDiagnosticsSchema = z.object({
  /** Presence of each provider variable, keyed by the variable's name. */
  directChecks: z.record(z.string(), z.boolean()),
  envUtility: envUtilitySchema,
});
export type CoreEnvDiagnostics = z.infer<typeof coreEnvDiagnosticsSchema>;

/** GET /api/env-check, the fallback when the e-mail check fails. */
export const envCheckResponseSchema = coreEnvDiagnosticsSchema.extend(bffCheckShape);
export type EnvCheckResponse = z.infer<typeof envCheckResponseSchema>;

/** POST /api/test-email; the screen sends a fixed placeholder name. */
export const testEmailRequestSchema = z.object({
  email: emailSchema,
  name: lineText('Name').trim().max(120, 'Name must be at most 120 characters').optional(),
});
export type TestEmailRequest = z.infer<typeof testEmailRequestSchema>;

export const testEmailResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  error: z.string().optional(),
  /** The outbox row the test e-mail went through, when one was queued. */
  outboxId: z.number().int().optional(),
  providerMessageId: z.string().optional(),
});
export type TestEmailResponse = z.infer<typeof testEmailResponseSchema>;
