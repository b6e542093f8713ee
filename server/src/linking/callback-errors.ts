/**
 * What the app's redirect URL receives when the platform answers the callback with an error.
 * The callback's `error` and `error_description` come from a URL anyone can craft, so they are
 * never relayed: a known RFC 6749 section 4.1.2.1 code gets Segue's own sentence, anything else
 * is `server_error`. https://www.rfc-editor.org/rfc/rfc6749#section-4.1.2.1
 */
const MESSAGES: Readonly<Record<string, (platform: string) => string>> = {
  access_denied: (platform) => `the user declined to link their ${platform} account`,
  invalid_request: (platform) => `${platform} refused the authorisation request as malformed: start linking again`,
  unauthorized_client: (platform) => `${platform} does not let this app's client ask for authorisation: check the integration's settings`,
  unsupported_response_type: (platform) => `${platform} does not support the authorisation code flow for this client`,
  invalid_scope: (platform) => `${platform} refused the requested scopes`,
  server_error: (platform) => `${platform} failed while asking the user: try again later`,
  temporarily_unavailable: (platform) => `${platform} is temporarily unavailable: try again later`,
};

export function callbackMessage(error: string, platform: string): { error: string; description: string } {
  const known = Object.hasOwn(MESSAGES, error) ? MESSAGES[error] : undefined;
  if (known) return { error, description: known(platform) };
  return { error: 'server_error', description: `${platform} answered with an error Segue does not know: start linking again` };
}
