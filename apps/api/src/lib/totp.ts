import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with the parameters every authenticator app reads: HMAC-SHA1, 6 digits, 30 seconds. */
const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** One step either side of "now" is accepted, for a phone's clock a little off and the seconds spent typing. */
const DRIFT_STEPS = 1;
const ISSUER = 'Benefit Store';

/** A new secret of 160 random bits (RFC 4226's recommended length), base32 as apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/...` URI an authenticator app reads (from a QR code or pasted). */
export function otpauthUri(secret: string, accountName: string): string {
  return new TOTP({ issuer: ISSUER, label: accountName, secret: Secret.fromBase32(secret), ...TOTP_SETTINGS }).toString();
}

/** The 30-second step `asOf` falls in (the RFC's T). */
export function totpStep(asOf: Date): number {
  return TOTP.counter({ period: TOTP_SETTINGS.period, timestamp: asOf.getTime() });
}

/** The step whose code `code` is, within one step of `asOf`; undefined when it is none of them. */
export function matchingStep(secret: string, code: string, asOf: Date): number | undefined {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    ...TOTP_SETTINGS,
    timestamp: asOf.getTime(),
    window: DRIFT_STEPS,
  });
  return delta === null ? undefined : totpStep(asOf) + delta;
}

/** The code an authenticator app shows at `asOf` (tests, and the set-up's own check). */
export function totpCode(secret: string, asOf: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), ...TOTP_SETTINGS, timestamp: asOf.getTime() });
}
