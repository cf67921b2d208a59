import { describe, expect, it } from "vitest";
import { decodeEntities, sanitizeHtml } from "../../schema/sanitize-html";

const ALLOWED_TAGS = new Set(["p", "h2", "h3", "h4", "strong", "em", "u", "s", "a", "ul", "ol", "li", "blockquote", "img", "figure", "figcaption", "br", "hr", "code", "pre"]);
const ALLOWED_ATTRIBUTES: Record<string, string[]> = { a: ["href", "title", "rel"], img: ["src", "alt", "title"] };
const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;
const SAFE_SRC = /^(?:https:\/\/|\/(?![/\\]))/i;

type Found = { tag: string; attributes: [string, string][] };

/**
 * Reads the sanitized HTML with workerd's HTMLRewriter (lol-html, an HTML-standard tokenizer, so
 * it sees tags and attributes as a browser's parser would), listing every element and comment.
 */
async function parse(html: string) {
  const elements: Found[] = [];
  const comments: string[] = [];
  await new HTMLRewriter()
    .on("*", {
      element(element) {
        elements.push({ tag: element.tagName, attributes: [...element.attributes].map(([name, value]) => [name, value] as [string, string]) });
      },
    })
    .onDocument({
      comments(comment) {
        comments.push(comment.text);
      },
    })
    .transform(new Response(html))
    .text();
  return { elements, comments };
}

/** Fails unless every element, attribute and URL in `html` is on the allowlist. */
async function expectNeutralised(payload: string, html: string) {
  const { elements, comments } = await parse(html);
  expect(comments, payload).toEqual([]);
  for (const { tag, attributes } of elements) {
    expect(ALLOWED_TAGS.has(tag), `${payload} kept <${tag}>`).toBe(true);
    for (const [name, value] of attributes) {
      expect(ALLOWED_ATTRIBUTES[tag] ?? [], `${payload} kept ${tag}[${name}]`).toContain(name);
      const url = decodeEntities(value);
      if (name === "href") expect(url, payload).toMatch(SAFE_HREF);
      if (name === "src") expect(url, payload).toMatch(SAFE_SRC);
      if (name === "rel") expect(value).toBe("noopener noreferrer");
    }
    if (tag === "a" && attributes.some(([name]) => name === "href")) {
      expect(attributes, payload).toContainEqual(["rel", "noopener noreferrer"]);
    }
  }
}

/**
 * Known XSS vectors, most from the OWASP XSS Filter Evasion Cheat Sheet, plus the usual
 * HTML5 and mutation tricks.
 */
const PAYLOADS = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=https://xss.rocks/xss.js></SCRIPT>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC= onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>`,
  `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>`,
  `<IMG SRC="jav\tascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0D;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  `<a href="jav&#x09;ascript:alert(1)">tab entity</a>`,
  `<a href="jav&Tab;ascript:alert(1)">named tab</a>`,
  `<a href="javascript&colon;alert(1)">named colon</a>`,
  `<a href="&#x6A;avascript:alert(1)">hex j</a>`,
  `<a href="&#1;javascript:alert(1)">control char</a>`,
  `<a href="java\u0000script:alert(1)">nul</a>`,
  `<a href="  JaVaScRiPt:alert(1)">spaces and case</a>`,
  `<a href=javascript:alert(1)>unquoted</a>`,
  "<a href=`javascript:alert(1)`>backticks</a>",
  `<a href="vbscript:msgbox(1)">vbscript</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>`,
  `<img src="data:image/svg+xml,<svg onload=alert(1)>">`,
  `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`,
  "<IMG SRC=\"`<javascript:alert>`('XSS')\"",
  `<iframe src=http://xss.rocks/scriptlet.html <`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<input autofocus onfocus=alert(1)>`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<body onload=alert(1)>`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<svg/onload=alert('XSS')>`,
  `<svg><script>alert(1)</script></svg>`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<link rel=import href="https://evil.example/x.html">`,
  `<STYLE>@import'http://xss.rocks/xss.css';</STYLE>`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<p style="background:url(javascript:alert(1))">styled</p>`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>`,
  `<object data="javascript:alert(1)"></object>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciPjxzY3JpcHQ+YWxlcnQoMSk8L3NjcmlwdD48L3N2Zz4=" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<details open ontoggle=alert(1)>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<form action="javascript:alert(1)"><button>x</button></form>`,
  `<!--<script>alert(1)</script>-->`,
  `<![CDATA[<script>alert(1)</script>]]>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<p title="</p><script>alert(1)</script>">attribute breakout</p>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<xss onafterscriptexecute=alert(1)><script>1</script>`,
  `<video><source onerror="alert(1)">`,
  `<a href="https://ok.example" onclick=alert(1) target=_blank rel=opener>kept link</a>`,
  `<img src="https://ok.example/a.png" onerror=alert(1)>`,
  `<img src=x:alert(alt) onerror=eval(src) alt=0>`,
  `<img src="//evil.example/x.png">`,
  `<img src="/\\evil.example/x.png">`,
  `<img src="http://insecure.example/x.png">`,
];

describe("sanitizeHtml: known XSS payloads", () => {
  it("has at least 30 payloads to try", () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  for (const payload of PAYLOADS) {
    it(`neutralises ${JSON.stringify(payload).slice(0, 90)}`, async () => {
      const clean = sanitizeHtml(payload);
      await expectNeutralised(payload, clean);
      // Cleaning is stable: what was stored comes out unchanged if sanitized again.
      expect(sanitizeHtml(clean)).toBe(clean);
    });
  }

  it("keeps the harmless part around a payload", () => {
    expect(sanitizeHtml(`<p>Before</p><script>alert(1)</script><p>After</p>`)).toBe("<p>Before</p><p>After</p>");
    expect(sanitizeHtml(`<a href="https://ok.example" onclick=alert(1) target=_blank rel=opener>kept link</a>`)).toBe(
      `<a href="https://ok.example" rel="noopener noreferrer">kept link</a>`,
    );
    expect(sanitizeHtml(`<img src="https://ok.example/a.png" onerror=alert(1)>`)).toBe(`<img src="https://ok.example/a.png">`);
    expect(sanitizeHtml(`<a href="javascript:alert(1)">text stays</a>`)).toBe("<a>text stays</a>");
    expect(sanitizeHtml(`<p style="color:red" class="x" id="y">plain</p>`)).toBe("<p>plain</p>");
    expect(sanitizeHtml(`<div><span>unwrapped</span></div>`)).toBe("unwrapped");
    expect(sanitizeHtml(`<img src="javascript:alert(1)" alt="gone"><p>rest</p>`)).toBe("<p>rest</p>");
  });

  it("drops an unclosed script together with everything after it, as a browser would", () => {
    expect(sanitizeHtml(`<p>Kept</p><script>alert(1)<p>swallowed</p>`)).toBe("<p>Kept</p>");
  });

  it("escapes text that only looks like markup", () => {
    expect(sanitizeHtml(`<p>3 < 5 and 7 > 2</p>`)).toBe("<p>3 &lt; 5 and 7 &gt; 2</p>");
  });
});

describe("sanitizeHtml: formatting a club writes", () => {
  it("keeps a rich article exactly", () => {
    const article = [
      `<h2>Match report</h2>`,
      `<p>A <strong>bold</strong>, <em>brave</em>, <u>underlined</u> and <s>struck</s> win.<br>Next line.</p>`,
      `<h3>Scorers</h3>`,
      `<ul><li>Try: Papadopoulos</li><li>Conversion: Nikolaou</li></ul>`,
      `<ol><li>First half</li><li>Second half</li></ol>`,
      `<h4>Quote</h4>`,
      `<blockquote><p>«Μεγάλη νίκη για την ομάδα!»</p></blockquote>`,
      `<figure><img src="https://cdn.example.gr/photo.jpg" alt="The team &amp; fans"><figcaption>Photo: club</figcaption></figure>`,
      `<img src="/api/clubs/7/logo?v=abc123def" alt="Logo">`,
      `<hr>`,
      `<p>Tickets: <a href="https://tickets.example.gr/?game=1&amp;seat=2" title="Buy">buy</a> or <a href="mailto:info@club.gr">e-mail us</a>.</p>`,
      `<pre><code>15:00 kick-off</code></pre>`,
      `<p>Inline <code>code</code>.</p>`,
    ].join("");

    expect(sanitizeHtml(article)).toBe(
      [
        `<h2>Match report</h2>`,
        `<p>A <strong>bold</strong>, <em>brave</em>, <u>underlined</u> and <s>struck</s> win.<br>Next line.</p>`,
        `<h3>Scorers</h3>`,
        `<ul><li>Try: Papadopoulos</li><li>Conversion: Nikolaou</li></ul>`,
        `<ol><li>First half</li><li>Second half</li></ol>`,
        `<h4>Quote</h4>`,
        `<blockquote><p>«Μεγάλη νίκη για την ομάδα!»</p></blockquote>`,
        `<figure><img src="https://cdn.example.gr/photo.jpg" alt="The team &amp; fans"><figcaption>Photo: club</figcaption></figure>`,
        `<img src="/api/clubs/7/logo?v=abc123def" alt="Logo">`,
        `<hr>`,
        `<p>Tickets: <a href="https://tickets.example.gr/?game=1&amp;seat=2" rel="noopener noreferrer" title="Buy">buy</a> or <a href="mailto:info@club.gr" rel="noopener noreferrer">e-mail us</a>.</p>`,
        `<pre><code>15:00 kick-off</code></pre>`,
        `<p>Inline <code>code</code>.</p>`,
      ].join(""),
    );
  });

  it("decodes an entity-written URL, so it is stored as the browser reads it", () => {
    expect(sanitizeHtml(`<a href="&#104;ttps://example.gr/a b">x</a>`)).toBe(`<a href="https://example.gr/a%20b" rel="noopener noreferrer">x</a>`);
  });
});
