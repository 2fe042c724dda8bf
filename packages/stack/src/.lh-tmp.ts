import { measureLighthouse } from './bench/lighthouse';
void (async () => {
  const routes = process.argv.slice(2);
  const r = await measureLighthouse('http://127.0.0.1:28080', routes, 1);
  for (const x of r) {
    const a = (x.medianResult as any).audits;
    const m = a.metrics.details.items[0];
    console.log(x.route, JSON.stringify(x.figures), 'FCP', Math.round(m.firstContentfulPaint), 'LCP', Math.round(m.largestContentfulPaint), 'obsFCP', m.observedFirstContentfulPaint, 'obsLCP', m.observedLargestContentfulPaint);
  }
})();
