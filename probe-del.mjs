import { chromium } from "playwright-core";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const p = await b.newPage();
p.on("console", (m) => console.log("console:", m.type(), m.text().slice(0, 300)));
p.on("pageerror", (e) => console.log("pageerror:", e.message, e.stack?.slice(0, 500)));
const base = process.argv[2];
await p.goto(base + "/login");
await p.getByLabel("Email", { exact: false }).first().fill("club@rugbyhellas.gr");
await p.getByLabel("Password").first().fill("ClubDemo2026!");
await p.getByRole("button", { name: /^Login$/ }).first().click();
await p.waitForURL(/dashboard/);
await p.goto(base + "/dashboard/news");
await p.waitForTimeout(1500);
await p.goto(base + "/news");
await p.waitForTimeout(500);
await p.goto(base + "/dashboard/news");
await p.getByRole("button", { name: /^Delete / }).first().click();
for (let i = 0; i < 6; i++) { console.log(Date.now() % 100000, "dialogs:", await p.locator("[role=alertdialog],[role=dialog]").count()); await p.waitForTimeout(300); }
await b.close();
