import { launchChromium } from '../e2e/browser.ts';
import { measureJudgesPath } from './judges-path.ts';
const url = process.argv[2]!;
const browser = await launchChromium();
const run = await measureJudgesPath(browser, url);
await browser.close();
for (const asset of run.loaded.filter((a) => a.endsWith('.js')).sort()) {
  const r = await fetch(url + asset, { headers: { 'accept-encoding': 'br' } });
  console.log(r.headers.get('content-length'), asset);
}
console.log('total script', run.bytesByType.Script);
