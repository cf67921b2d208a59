import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useMemo, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { SEARCH } from "../../../schema/search";
import { otherScriptQuery } from "../../../schema/text-search";
import { useOnline } from "../../lib/use-online";
import { paths } from "../../../schema/pages";
import { Button } from "../../ui/button";
import { Alert, EmptyState, Spinner } from "../../ui/feedback";
import { container, section } from "../../ui/layout.css";
import { PageHeader } from "../../ui/page-header";
import { usePageTitle } from "../../ui/page-title";
import { searchQuery, type SearchResult, type SearchType } from "./api";
import { searchOffline } from "./offline-search";
import * as s from "./search.css";

const TYPES: SearchType[] = ["club", "news", "player", "competition"];
const resultPath = (result: SearchResult) =>
  result.type === "club"
    ? paths.club(result.id)
    : result.type === "player"
      ? paths.club(result.clubId ?? 0)
      : result.type === "news"
        ? paths.article(result.slug ?? result.id)
        : paths.competition(result.slug ?? "");

function Marked({ pieces }: { pieces: SearchResult["title"] }) {
  return (
    <>
      {pieces.map((piece, index) =>
        piece.match ? (
          <mark key={index} className={s.mark}>
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}

function ResultGroup({ type, results }: { type: SearchType; results: SearchResult[] }) {
  const { t, i18n } = useLingui();
  const titles: Record<SearchType, string> = { club: t`Clubs`, news: t`News`, player: t`Players`, competition: t`Competitions` };
  if (!results.length) return null;
  return (
    <section className={s.group} aria-label={titles[type]}>
      <h2 className={s.groupTitle}>{titles[type]}</h2>
      <ul className={s.list}>
        {results.map((result) => (
          <li key={`${result.type}:${result.id}`}>
            <Link href={resultPath(result)} className={s.result}>
              <span className={s.resultTitle} lang={result.language ?? undefined}>
                <Marked pieces={result.title} />
              </span>
              {result.language && result.language !== i18n.locale ? (
                <span className={s.languageTag} lang={result.language}>
                  {result.language.toUpperCase()}
                </span>
              ) : null}
              {result.detail.length ? (
                <p className={s.resultDetail} lang={result.type === "news" ? (result.language ?? undefined) : undefined}>
                  <Marked pieces={result.detail} />
                </p>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /search?q=: what the header's search opens (issue 13). Results come grouped as clubs, news,
 * players and competitions, the words found marked. Without a network it searches what this
 * device already holds, and says so.
 */
export function SearchScreen() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Search`);
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const q = (params.get("q") ?? "").trim();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [draft, setDraft] = useState(q);
  const lang = i18n.locale === "el" ? "el" : "en";
  const online = useOnline();
  const queryClient = useQueryClient();
  const longEnough = q.length >= SEARCH.minLength;
  const server = useQuery({ ...searchQuery(q, lang, page), enabled: longEnough && online });
  const offline = !online || (server.isError && !server.data);
  const offlineResults = useMemo(() => (offline && longEnough ? searchOffline(queryClient, q, lang) : []), [offline, longEnough, queryClient, q, lang]);
  const results = offline ? offlineResults : (server.data?.results ?? []);
  const open = (query: string, toPage = 1) => navigate(`${paths.search}?${new URLSearchParams({ q: query, ...(toPage > 1 ? { page: String(toPage) } : {}) })}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    open(draft.trim());
  };
  // "No results" suggests the query in the other script only when that finds something: keyed
  // like the query it finds the same nothing (schema/text-search.ts), so it is asked first.
  const other = longEnough && results.length === 0 && (offline || server.isSuccess) ? otherScriptQuery(q) : undefined;
  const otherServer = useQuery({ ...searchQuery(other ?? "", lang, 1), enabled: other !== undefined && !offline });
  const otherFinds = other !== undefined && (offline ? searchOffline(queryClient, other, lang).length > 0 : !otherServer.isPlaceholderData && (otherServer.data?.results.length ?? 0) > 0);
  const suggestion = otherFinds ? other : undefined;

  return (
    <>
      <PageHeader title={<Trans>Search</Trans>}>
        <form role="search" className={s.form} onSubmit={submit}>
          <input
            type="search"
            name="q"
            className={s.input}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-label={t`Search clubs, news, players and competitions`}
            placeholder={t`Clubs, news, players, competitions`}
            maxLength={SEARCH.maxLength}
            autoFocus
          />
          <Button type="submit" tone="accent">
            <Trans>Search</Trans>
          </Button>
        </form>
      </PageHeader>
      <div className={`${container} ${section}`}>
        {!q ? (
          <p>
            <Trans>Type a name or a few words, in Greek, Greeklish or English.</Trans>
          </p>
        ) : !longEnough ? (
          <Alert tone="warning">
            <Trans>Type at least 2 letters or digits to search</Trans>
          </Alert>
        ) : !offline && server.isPending ? (
          <Spinner label={t`Searching...`} />
        ) : (
          <>
            {offline ? (
              <Alert tone="info" role="status">
                <Trans>You are offline: these results come only from what this device has already loaded.</Trans>
              </Alert>
            ) : null}
            {results.length === 0 ? (
              <EmptyState
                action={
                  suggestion ? (
                    <Button tone="outline" onClick={() => open(suggestion)}>
                      <Trans>Try “{suggestion}”</Trans>
                    </Button>
                  ) : null
                }
              >
                <Trans>No results for “{q}”. Check the spelling, use fewer words, or try the other alphabet.</Trans>
              </EmptyState>
            ) : (
              TYPES.map((type) => <ResultGroup key={type} type={type} results={results.filter((result) => result.type === type)} />)
            )}
            {!offline && (page > 1 || server.data?.hasMore) ? (
              <nav className={s.pager} aria-label={t`Result pages`}>
                {page > 1 ? (
                  <Button tone="outline" onClick={() => open(q, page - 1)}>
                    <Trans>Previous</Trans>
                  </Button>
                ) : null}
                {server.data?.hasMore ? (
                  <Button tone="outline" onClick={() => open(q, page + 1)}>
                    <Trans>Next</Trans>
                  </Button>
                ) : null}
              </nav>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
