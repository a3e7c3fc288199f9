/*
 * Telling search engines which pages changed, by the protocols they document:
 * - IndexNow (indexnow.org; Bing, Yandex, Naver, Seznam share what one receives): a JSON list of
 *   up to 10,000 addresses of one host, with the site's key, which the site publishes at
 *   <root>/<key>.txt to prove it is the site's own;
 * - Baidu's link submission (普通收录, ziyuan.baidu.com): a plain-text list, an address a line, up
 *   to 2,000 a request, to its API with the site and the site's token; it answers with how many it
 *   took, how many it will take more today, and the addresses it refused.
 * Each failure is one line that says what to do, thrown as a SubmissionError.
 */

const INDEXNOW_BATCH = 10_000;
const BAIDU_BATCH = 2_000;
/** How long an engine may take to answer before the run gives up on it. */
const TIMEOUT_MS = 30_000;

export class SubmissionError extends Error {}

export const indexNowKeyFile = (key: string) => `${key}.txt`;

/** Splits `items` into lists of at most `size`. */
function batches<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
}

/** POSTs `body` to `endpoint`; a network failure or a timeout is a SubmissionError naming the engine. */
async function post(engine: string, endpoint: string, body: string, contentType: string): Promise<Response> {
  try {
    return await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    throw new SubmissionError(`${engine}: could not reach ${new URL(endpoint).origin} (${cause}): try again later`);
  }
}

/** Sends `addresses` to IndexNow; returns how many were accepted. */
export async function submitToIndexNow(
  addresses: readonly string[],
  { endpoint, key, root }: { endpoint: string; key: string; root: string },
): Promise<number> {
  const keyLocation = `${root}/${indexNowKeyFile(key)}`;
  for (const urlList of batches(addresses, INDEXNOW_BATCH)) {
    const body = JSON.stringify({ host: new URL(root).host, key, keyLocation, urlList });
    const response = await post('IndexNow', endpoint, body, 'application/json; charset=utf-8');
    if (response.ok) continue;
    const why: Record<number, string> = {
      400: 'the request was malformed',
      403: `the key was refused: check INDEXNOW_KEY and that ${keyLocation} is published with it`,
      422: `the addresses do not belong to ${new URL(root).host}, or the key does not match them: check SITE_URL`,
      429: 'too many requests: try again later',
    };
    throw new SubmissionError(`IndexNow: HTTP ${response.status}, ${why[response.status] ?? 'an unexpected answer: try again later'}`);
  }
  return addresses.length;
}

export type BaiduReport = { success: number; remain: number; notSameSite: string[]; notValid: string[] };

/** Sends `addresses` to Baidu's link submission for `site`. */
export async function submitToBaidu(
  addresses: readonly string[],
  { endpoint, token, site }: { endpoint: string; token: string; site: string },
): Promise<BaiduReport> {
  const report: BaiduReport = { success: 0, remain: 0, notSameSite: [], notValid: [] };
  const address = new URL(endpoint);
  address.searchParams.set('site', site);
  address.searchParams.set('token', token);
  for (const list of batches(addresses, BAIDU_BATCH)) {
    const response = await post('Baidu', address.href, list.join('\n'), 'text/plain');
    const answer = (await response.json().catch(() => ({}))) as {
      success?: number;
      remain?: number;
      not_same_site?: string[];
      not_valid?: string[];
      error?: number;
      message?: string;
    };
    if (!response.ok || answer.error !== undefined) {
      const message = answer.message ?? 'no message';
      const why =
        response.status === 401 || answer.error === 401
          ? 'the token was refused: check BAIDU_PUSH_TOKEN, and that the site is verified on ziyuan.baidu.com'
          : message === 'over quota'
            ? "the day's quota is used up: the addresses are sent again with the next run"
            : message === 'site error'
              ? `the site ${site} is not verified on ziyuan.baidu.com: check SITE_URL`
              : response.status === 429
                ? 'too many requests: try again later'
                : 'an unexpected answer: try again later';
      throw new SubmissionError(`Baidu: HTTP ${response.status} "${message}", ${why}`);
    }
    report.success += answer.success ?? 0;
    report.remain = answer.remain ?? report.remain;
    report.notSameSite.push(...(answer.not_same_site ?? []));
    report.notValid.push(...(answer.not_valid ?? []));
  }
  return report;
}
