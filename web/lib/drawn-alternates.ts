/**
 * The same page in another language from a drawn page's own head: its hreflang alternates
 * (worker/modules/pages/page-meta.ts), while they still describe the page shown (one of them is
 * this address; after an in-app navigation they describe the page drawn first, and none is). A tap
 * on the language toggle can come before the screen has said its alternates
 * (web/lib/content-language.ts): the header takes taps before the screen has hydrated. Every page
 * has alternates (issue 20, point 10); most are the same address in the other language, which
 * needs no navigation: only a page elsewhere (an article's translation) is one.
 */
export function drawnAlternatePage(lang: string, doc: Pick<Document, "querySelectorAll"> = document, here: URL = new URL(location.href)): string | undefined {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')];
  const pathOf = (link: HTMLLinkElement) => new URL(link.getAttribute("href") ?? "", here).pathname;
  if (!links.some((link) => pathOf(link) === here.pathname)) return undefined;
  const target = links.find((link) => link.getAttribute("hreflang") === lang);
  return target && pathOf(target) !== here.pathname ? pathOf(target) : undefined;
}
