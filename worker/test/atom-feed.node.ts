/**
 * Checks of an Atom feed (Node only: xmllint compiled to WebAssembly), shared by the feed's unit
 * test (worker/modules/open-data/news-feed.node.test.ts) and the browser test of the served feeds
 * (e2e/open-data-other-site.spec.ts). First RFC 4287 itself, by its RELAX NG schema
 * (fixtures/atom.rng, the RFC's Appendix B), then the RFC's rules the schema leaves to Schematron,
 * then what feed readers need: the feed's language, unique entry ids, a self link with its type,
 * an alternate link to the page in each language.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { XMLParser } from "fast-xml-parser";
import { validateXML } from "xmllint-wasm";

const ATOM_SCHEMA = readFileSync(fileURLToPath(new URL("./fixtures/atom.rng", import.meta.url).href), "utf8");
const ATOM_LINK_TYPE = "application/atom+xml";

/** An element's attributes, by `@name`. */
type Attributes = Record<`@${string}`, string | undefined>;
type Link = Attributes;
export type AtomEntry = { id: string; updated: string; author?: unknown[]; link: Link[]; category: Attributes[] };
export type AtomFeed = { "@xml:lang"?: string; id: string; updated: string; author?: unknown[]; link: Link[]; entry: AtomEntry[] };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => ["entry", "link", "category", "author"].includes(name),
});

/** The feed as an object: attributes as `@name`, repeated elements as arrays. */
export const parseAtom = (xml: string): AtomFeed => {
  const feed = parser.parse(xml).feed as AtomFeed;
  return { ...feed, link: feed.link ?? [], entry: (feed.entry ?? []).map((entry) => ({ ...entry, link: entry.link ?? [], category: entry.category ?? [] })) };
};

/** The schema's complaints: none for a valid feed. */
export async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: "feed.xml", contents: xml }], schema: [{ fileName: "atom.rng", contents: ATOM_SCHEMA }], extension: "relaxng" });
  return result.errors.map((error) => error.rawMessage);
}

const alternates = (links: Link[]) => links.filter((link) => (link["@rel"] ?? "alternate") === "alternate");

/** Every problem of the feed, RFC 4287 first and then feed readers' needs; none for a good feed. */
export async function atomFeedProblems(xml: string, language: string): Promise<string[]> {
  const problems = await schemaErrors(xml);
  const feed = parseAtom(xml);
  if (feed["@xml:lang"] !== language) problems.push(`the feed declares xml:lang="${feed["@xml:lang"]}", not "${language}"`);
  const self = feed.link.filter((link) => link["@rel"] === "self");
  if (self.length !== 1 || self[0]!["@type"] !== ATOM_LINK_TYPE) problems.push(`the feed needs one self link of type ${ATOM_LINK_TYPE}`);
  if (!alternates(feed.link).some((link) => link["@type"] === "text/html" && link["@hreflang"] === language)) problems.push(`no alternate text/html link to the page in ${language}`);
  const ids = new Set<string>();
  for (const entry of feed.entry) {
    if (ids.has(entry.id)) problems.push(`entry id ${entry.id} twice`);
    ids.add(entry.id);
    // RFC 4287's Schematron rules (4.1.1, 4.1.2), which a RELAX NG validator skips.
    if (!entry.author?.length && !feed.author?.length) problems.push(`entry ${entry.id} has no author, nor has the feed`);
    const pages = alternates(entry.link);
    if (!pages.length) problems.push(`entry ${entry.id} has no alternate link`);
    if (!pages.some((link) => link["@type"] === "text/html" && link["@hreflang"] === language)) problems.push(`entry ${entry.id} has no alternate text/html link in ${language}`);
  }
  return problems;
}
