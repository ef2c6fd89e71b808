import { apiGet } from './api-client';

/**
 * GET /api/AppConfigurations/GetEncValue: the server's ciphertext of one value, answered as bare text. Callers that
 * send encrypted values (the nearby search, the center's status updates; spec section 3) use this one function.
 */
export async function encryptValue(text: string, signal?: AbortSignal): Promise<string> {
  const answer = await apiGet<unknown>('/api/AppConfigurations/GetEncValue', {
    query: { strval: text },
    signal,
  });
  return typeof answer === 'string' ? answer : String(answer ?? '');
}
