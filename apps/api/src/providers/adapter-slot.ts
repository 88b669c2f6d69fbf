/**
 * A paid service chosen in the configuration whose adapter this build does not hold: the server
 * refuses to start rather than quietly answering with the offline default (docs/decisions/0030).
 * An adapter implements the provider's interface and is selected in that provider's `...For(choice)`.
 */
export function missingAdapter(setting: string, service: string): never {
  throw new Error(`${setting}=${service}: this build has no ${service} adapter (apps/api/src/providers, docs/decisions/0030)`);
}
