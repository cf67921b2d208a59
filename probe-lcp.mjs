import { chromium } from "playwright-core";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const base = process.argv[2];
for (const path of ["/", "/clubs"]) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const p = await ctx.newPage();
  await p.addInitScript(() => { window.__lcp = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push([Math.round(e.startTime), e.size, e.element?.tagName + "." + e.element?.className, (e.element?.textContent || "").slice(0, 30), e.element?.isConnected]); }).observe({ type: "largest-contentful-paint", buffered: true }); });
  const cdp = await ctx.newCDPSession(p);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await p.goto(base + path);
  await p.waitForFunction(() => !document.getElementById("root").hasAttribute("data-server-page"));
  await p.waitForTimeout(2000);
  console.log(path, JSON.stringify(await p.evaluate(() => window.__lcp)), await p.evaluate(() => document.querySelector("main p")?.isConnected));
  await ctx.close();
}
await b.close();
