import { chromium } from "playwright-core";
import { cpSync, readFileSync, writeFileSync, mkdirSync, rmSync } from "node:fs";
import { startApp } from "./bench/server";
import { runLighthouse } from "./bench/lighthouse";

const page = process.argv[2] ?? "/clubs";
const variant = process.argv[3] ?? "plain";
const a = await startApp({ assetsDir: "dist/client", persistTo: "/tmp/s3/db", logFile: "/tmp/s3/a.log", port: 8850 });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const p = await browser.newPage();
await p.goto(a.url + page);
await p.waitForSelector("main h1");
await p.waitForTimeout(1500);
const root = await p.evaluate(() => document.getElementById("root")!.innerHTML);
const styleLinks = await p.evaluate(() => [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => '<link rel="stylesheet" href="' + l.getAttribute('href') + '">').join(""));
await browser.close();
rmSync("/tmp/s3/client", { recursive: true, force: true });
cpSync("dist/client", "/tmp/s3/client", { recursive: true });
let html = readFileSync("dist/client/index.html", "utf8");
html = html.replace(/<div id="root">[\s\S]*?<\/div>\s*<\/div>\s*<\/div>/, `<div id="root">${root}</div>`);
html = html.replace("</head>", styleLinks + "</head>");
if (variant === "late") {
  // move module script to after-load injection
  const scripts = html.match(/<script type="module"[^>]*><\/script>/g) ?? [];
  for (const s of scripts) html = html.replace(s, "");
  html = html.replace(/<link rel="modulepreload"[^>]*>/g, "");
  const srcs = scripts.map((s) => s.match(/src="([^"]+)"/)![1]);
  html = html.replace("</body>", `<script>requestAnimationFrame(()=>setTimeout(()=>{${srcs.map((s) => `var e=document.createElement('script');e.type='module';e.src='${s}';document.body.appendChild(e);`).join("")}},0))</script></body>`);
}
html = html.replaceAll("http://127.0.0.1:8850", ""); writeFileSync("/tmp/s3/client/index.html", html);
console.log(html.length, styleLinks);
const b = await startApp({ assetsDir: "/tmp/s3/client", persistTo: "/tmp/s3/db", logFile: "/tmp/s3/b.log", port: 8851 });
for (const [name, app] of [["spa", a], ["prerendered", b]] as const) {
  mkdirSync("/tmp/s3/lh-"+name,{recursive:true}); const [run] = await runLighthouse([{ page, url: app.url + page }], "/tmp/s3/lh-"+name);
  console.log(name, variant, { perf: run.performance, lcp: run.lcpMs, fcp: run.fcpMs, tbt: run.tbtMs, si: run.speedIndexMs, bp: run.bestPractices, oL: run.observedLcpMs, oF: run.observedFcpMs });
}
await a.stop(); await b.stop();
