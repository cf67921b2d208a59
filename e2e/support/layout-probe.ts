/**
 * Measures a drawn page for the layout check (e2e/layout-widths.spec.ts, issue 21 point 5). It
 * runs inside the page (`page.evaluate(probeLayout, options)`), so it is one self-contained
 * function: nothing from outside it is in scope there.
 */
export type ProbeOptions = {
  /** The standings tables' points column heading in the page's language ("Points", "Βαθμοί"). */
  pointsLabel: string;
};

export type LayoutReport = {
  headerHeight: number;
  /** Words of the header drawn over more than one line. */
  brokenWords: string[];
  cards: number;
  /** Things drawn outside their card, worst first. */
  cardOverflows: string[];
  /** Words of a card broken over two lines (a label cut "Επόμενο / ι"). */
  cardBrokenWords: string[];
  /** The document's width against the viewport's (it must never scroll sideways). */
  scrollWidth: number;
  clientWidth: number;
  /** Points columns found, and those not in view without scrolling. */
  pointsColumns: number;
  hiddenPoints: string[];
};

export async function probeLayout({ pointsLabel }: ProbeOptions): Promise<LayoutReport> {
  await document.fonts.ready;
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));

  const TOLERANCE = 1;
  const round = (value: number) => Math.round(value * 10) / 10;
  const squash = (text: string | null, length = 40) => {
    const flat = (text ?? "").replace(/\s+/g, " ").trim();
    return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
  };
  const describe = (element: Element) => {
    const tag = element.tagName.toLowerCase();
    const testId = element.getAttribute("data-testid");
    const name = element.getAttribute("aria-label") ?? element.getAttribute("alt") ?? squash(element.textContent);
    return `<${tag}${testId ? ` data-testid="${testId}"` : ""}>${name ? ` "${name}"` : ""}`;
  };
  /** Texts kept for screen readers only (web/ui/layout.css.ts `visuallyHidden`): clipped to nothing. Cached: pages have thousands of elements. */
  const hiddenCache = new Map<Element, boolean>();
  const visuallyHidden = (element: Element | null): boolean => {
    if (!element) return false;
    const known = hiddenCache.get(element);
    if (known !== undefined) return known;
    const style = getComputedStyle(element);
    const hidden = style.clip !== "auto" || style.clipPath !== "none" || style.visibility === "hidden" || visuallyHidden(element.parentElement);
    hiddenCache.set(element, hidden);
    return hidden;
  };

  /**
   * Words of `root`'s texts drawn over more than one line. A break after a hyphen or a slash is a
   * break between words. `lettersOnly`: only words made of letters (names, labels), not addresses
   * or numbers, which may break where nothing else fits.
   */
  const wordsChecked = new Set<Node>();
  const brokenWordsIn = (root: Element, lettersOnly: boolean) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentElement;
      // A text in a card within a card is read once.
      if (!text.trim() || !parent || visuallyHidden(parent) || wordsChecked.has(node)) continue;
      wordsChecked.add(node);
      for (const match of text.matchAll(/[^\s\-‐–—/]+/g)) {
        if (lettersOnly && !/^[\p{L}\p{M}]+[.,:;!?»"')]*$/u.test(match[0])) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0);
        // Rects of one line share their top (within a pixel: fonts may shift a glyph run).
        const tops = Array.from(new Set(rects.map((rect) => Math.round(rect.top)))).sort((a, b) => a - b);
        const lines = tops.filter((top, index) => index === 0 || top - tops[index - 1] > 1).length;
        if (lines > 1) broken.push(`"${match[0]}" (in ${describe(parent)}) is drawn on ${lines} lines`);
      }
    }
    return broken;
  };

  // The header: its height, and every word drawn on one line.
  const header = document.querySelector("header");
  const brokenWords = header ? brokenWordsIn(header, false) : [];

  // Cards: nothing drawn outside the card's box, unless a scroller inside it shows it on purpose.
  const cards = Array.from(document.body.querySelectorAll("*")).filter(isCard);
  const cardOverflows: string[] = [];
  const cardBrokenWords: string[] = [];
  for (const card of cards) {
    const box = card.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const cardStyle = getComputedStyle(card);
    // A card that is itself a sideways scroller (a standings table) shows its overflow on purpose.
    if (cardStyle.overflowX === "auto" || cardStyle.overflowX === "scroll") continue;
    const cardName = describeCard(card);
    const found: { amount: number; text: string; node: Node; side: string }[] = [];
    /** `clippedFrom`: the innermost box whose overflow may cut `rect` (an element's parent, a text's element). */
    const check = (what: string, node: Node, rect: DOMRect, clippedFrom: Element | null) => {
      if (rect.width === 0 || rect.height === 0) return;
      let left = rect.left;
      let right = rect.right;
      // What a clipping box inside the card cuts off is not drawn; a scroller inside it shows it on purpose.
      for (let ancestor = clippedFrom; ancestor && ancestor !== card; ancestor = ancestor.parentElement) {
        const style = getComputedStyle(ancestor);
        if (style.overflowX === "auto" || style.overflowX === "scroll") return;
        if (style.overflowX === "hidden" || style.overflowX === "clip") {
          const clip = ancestor.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
          if (right <= left) return;
        }
      }
      for (const [side, amount] of [["left", box.left - left], ["right", right - box.right]] as const) {
        if (amount <= TOLERANCE) continue;
        // Named once: what sits inside a box already reported, and sticks out no further, is that same fault.
        if (found.some((outer) => outer.side === side && outer.node.contains(node) && outer.amount >= amount - 0.5)) continue;
        found.push({ amount, side, node, text: `${what} sticks out of card ${cardName} by ${round(amount)} px on the ${side}` });
      }
    };
    for (const element of Array.from(card.querySelectorAll("*"))) {
      if (visuallyHidden(element) || getComputedStyle(element).position === "fixed") continue;
      check(describe(element), element, element.getBoundingClientRect(), element.parentElement);
    }
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement || visuallyHidden(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      check(`text "${squash(node.textContent)}"`, node, range.getBoundingClientRect(), node.parentElement);
    }
    cardBrokenWords.push(...brokenWordsIn(card, true).map((word) => `in card ${cardName}, the word ${word}`));
    found.sort((a, b) => b.amount - a.amount);
    cardOverflows.push(...found.slice(0, 3).map((item) => item.text));
    if (found.length > 3) cardOverflows.push(`…and ${found.length - 3} more things out of card ${cardName}`);
  }

  // Standings tables: the points column in view, without scrolling the page or the table.
  const viewportRight = document.documentElement.clientWidth;
  let pointsColumns = 0;
  const hiddenPoints: string[] = [];
  for (const table of Array.from(document.querySelectorAll("table"))) {
    const heads = Array.from(table.querySelectorAll("thead th"));
    const head = heads.find((cell) => squash(cell.textContent) === pointsLabel || Array.from(cell.querySelectorAll("*")).some((part) => squash(part.textContent) === pointsLabel));
    if (!head) continue;
    pointsColumns += 1;
    const tableName = `table "${squash(table.querySelector("caption")?.innerText ?? table.getAttribute("aria-label"), 50)}"`;
    const cell = head.getBoundingClientRect();
    if (cell.width === 0 || cell.height === 0) {
      hiddenPoints.push(`${tableName}: its points heading is not drawn`);
      continue;
    }
    // The visible right edge: the screen's, or its scroll box's when that ends first.
    let visibleRight = viewportRight;
    let edge = "the screen's right edge";
    let scroller = table.parentElement;
    while (scroller && scroller !== document.body && getComputedStyle(scroller).overflowX === "visible") scroller = scroller.parentElement;
    if (scroller && scroller !== document.body) {
      const frame = scroller.getBoundingClientRect();
      const boxRight = frame.left + scroller.clientLeft + scroller.clientWidth;
      if (boxRight < visibleRight) {
        visibleRight = boxRight;
        edge = `its scroll box's visible edge (${round(scroller.scrollWidth)} px of table in a ${round(scroller.clientWidth)} px box)`;
      }
      if (cell.left < frame.left + scroller.clientLeft - 0.5) hiddenPoints.push(`${tableName}: the points heading starts before its scroll box's left edge`);
    }
    if (cell.right > visibleRight + 0.5) hiddenPoints.push(`${tableName}: the points heading ends ${round(cell.right - visibleRight)} px beyond ${edge}`);
  }

  const scrolling = document.scrollingElement ?? document.documentElement;
  return {
    headerHeight: round(header?.getBoundingClientRect().height ?? 0),
    brokenWords,
    cards: cards.length,
    cardOverflows,
    cardBrokenWords,
    scrollWidth: scrolling.scrollWidth,
    clientWidth: scrolling.clientWidth,
    pointsColumns,
    hiddenPoints,
  };

  /**
   * A card is a panel drawn as a box of its own: rounded (8 px or more) and framed by a border on
   * every side or by a shadow, and big enough to hold content. That covers every card of the design
   * (web/ui/card.css.ts `surface` and `card`, match and club cards, status cards, the scoreboard,
   * search results, form panels) without naming their generated class names.
   */
  function isCard(element: Element) {
    const style = getComputedStyle(element);
    if (parseFloat(style.borderTopLeftRadius) < 8 && parseFloat(style.borderBottomRightRadius) < 8) return false;
    const sides = ["Top", "Right", "Bottom", "Left"] as const;
    const framed = sides.every((side) => parseFloat(style[`border${side}Width`]) > 0 && style[`border${side}Style`] !== "none");
    if (!framed && style.boxShadow === "none") return false;
    const box = element.getBoundingClientRect();
    return box.width >= 64 && box.height >= 40;
  }

  function describeCard(card: Element) {
    const heading = card.querySelector("h1, h2, h3, h4, h5, h6, caption, legend");
    return `<${card.tagName.toLowerCase()}> "${squash(heading?.textContent ?? card.textContent, 50)}"`;
  }
}
