/**
 * The news content editor: Milkdown (ProseMirror) with a small toolbar, reading and writing HTML.
 * This module is only ever loaded lazily from the news dialog, so Milkdown stays in the
 * dashboard's own chunks (scripts/check-chunks.test.ts guards that).
 */
import "@milkdown/kit/prose/view/style/prosemirror.css";
import { defaultValueCtx, Editor, type CmdKey, editorViewCtx, editorViewOptionsCtx, rootCtx } from "@milkdown/kit/core";
import type { Ctx } from "@milkdown/kit/ctx";
import { history } from "@milkdown/kit/plugin/history";
import { listener, listenerCtx } from "@milkdown/kit/plugin/listener";
import {
  commonmark,
  toggleEmphasisCommand,
  toggleLinkCommand,
  toggleStrongCommand,
  wrapInBlockquoteCommand,
  wrapInBulletListCommand,
  wrapInHeadingCommand,
  wrapInOrderedListCommand,
} from "@milkdown/kit/preset/commonmark";
import { callCommand, getHTML } from "@milkdown/kit/utils";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button } from "../../ui/button";
import { sanitizeArticleHtml } from "../../lib/sanitize-html";
import * as s from "./news-editor.css";

export type NewsEditorProps = {
  /** The article's HTML when the editor opens; later changes come from the editor itself. */
  initialHtml: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  labelledBy: string;
  describedBy?: string;
  invalid: boolean;
};

/** Existing (server-sanitized) HTML, cleaned again and parsed into the editor's document. */
function htmlToDom(html: string) {
  const dom = document.createElement("div");
  dom.innerHTML = sanitizeArticleHtml(html);
  return dom;
}

/** An empty document serializes to "<p></p>"; the form should see it as no content at all. */
function hasContent(html: string) {
  const dom = document.createElement("div");
  dom.innerHTML = html;
  return Boolean(dom.textContent?.trim()) || dom.querySelector("img") !== null;
}

/**
 * A toolbar button. A button that shows text (`shown`, e.g. "H2") is named by that text first and
 * then what it does ("H2 Heading 2"), so a voice user can say what they see (WCAG 2.5.3).
 */
function Tool({ label, shown, onRun, children }: { label: string; shown?: string; onRun: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className={s.tool}
      aria-label={shown ? `${shown} ${label}` : label}
      title={label}
      // Keep the editor's selection: a mouse press on a button would otherwise take the focus.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onRun}
    >
      {children}
    </button>
  );
}

export default function NewsEditor({ initialHtml, onChange, onBlur, labelledBy, describedBy, invalid }: NewsEditorProps) {
  const { t } = useLingui();
  const rootRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<Editor | null>(null);
  // The editor is built once; these refs let it call the latest callbacks.
  const onChangeRef = useRef(onChange);
  const onBlurRef = useRef(onBlur);
  onChangeRef.current = onChange;
  onBlurRef.current = onBlur;
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState("https://");
  const linkInputId = useId();

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const editor = Editor.make()
      .config((ctx) => {
        ctx.set(rootCtx, root);
        ctx.set(defaultValueCtx, { type: "html", dom: htmlToDom(initialHtml) });
        ctx.update(editorViewOptionsCtx, (options) => ({
          ...options,
          attributes: {
            role: "textbox",
            "aria-multiline": "true",
            "aria-labelledby": labelledBy,
            ...(describedBy ? { "aria-describedby": describedBy } : {}),
            "aria-invalid": String(invalid),
            "data-testid": "news-editor",
          },
        }));
        let last: string | undefined;
        const emit = (innerCtx: Ctx) => {
          const html = getHTML()(innerCtx);
          const value = hasContent(html) ? html : "";
          if (value !== last) onChangeRef.current(value);
          last = value;
        };
        ctx
          .get(listenerCtx)
          // Debounced while typing (200 ms)...
          .updated(emit)
          // ...so leaving the editor reads it at once: pressing Save blurs the editor before the
          // click lands, and the form must not submit without the last words typed.
          .blur((innerCtx) => {
            emit(innerCtx);
            onBlurRef.current();
          });
      })
      .use(commonmark)
      .use(listener)
      .use(history);
    const ready = editor.create().then(() => {
      editorRef.current = editor;
      return editor;
    });
    return () => {
      editorRef.current = null;
      void ready.then((created) => created.destroy());
    };
    // Built once per mount: the initial HTML and the ids do not change while the dialog is open.
  }, []);

  // Keep aria-invalid and aria-describedby current without rebuilding the editor.
  useEffect(() => {
    const editable = rootRef.current?.querySelector(".ProseMirror");
    if (!editable) return;
    editable.setAttribute("aria-invalid", String(invalid));
    if (describedBy) editable.setAttribute("aria-describedby", describedBy);
    else editable.removeAttribute("aria-describedby");
  }, [invalid, describedBy]);

  const run = <T,>(command: { key: CmdKey<T> }, payload?: T) => editorRef.current?.action(callCommand(command.key, payload));

  const applyLink = () => {
    const target = href.trim();
    if (/^(https?:\/\/.+|mailto:.+)$/i.test(target)) run(toggleLinkCommand, { href: target });
    setLinkOpen(false);
    editorRef.current?.action((ctx) => ctx.get(editorViewCtx).focus());
  };

  return (
    <div className={s.frame} data-invalid={invalid}>
      <div className={s.toolbar} role="group" aria-label={t`Formatting`}>
        <Tool label={t`Bold`} onRun={() => run(toggleStrongCommand)}>
          B
        </Tool>
        <Tool label={t`Italic`} onRun={() => run(toggleEmphasisCommand)}>
          <em>I</em>
        </Tool>
        <Tool label={t`Heading 2`} shown="H2" onRun={() => run(wrapInHeadingCommand, 2)}>
          H2
        </Tool>
        <Tool label={t`Heading 3`} shown="H3" onRun={() => run(wrapInHeadingCommand, 3)}>
          H3
        </Tool>
        <Tool label={t`Bulleted list`} onRun={() => run(wrapInBulletListCommand)}>
          •≡
        </Tool>
        <Tool label={t`Numbered list`} shown="1." onRun={() => run(wrapInOrderedListCommand)}>
          1.
        </Tool>
        <Tool label={t`Quote`} onRun={() => run(wrapInBlockquoteCommand)}>
          ❝
        </Tool>
        <Tool label={t`Link`} onRun={() => setLinkOpen((open) => !open)}>
          <Trans>Link</Trans>
        </Tool>
      </div>
      {linkOpen ? (
        <div className={s.linkRow}>
          <label htmlFor={linkInputId}>
            <Trans>Link address (select the words to link first)</Trans>
          </label>
          <input
            id={linkInputId}
            className={s.linkInput}
            type="url"
            value={href}
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                applyLink();
              }
            }}
          />
          <Button onClick={applyLink}>
            <Trans>Apply</Trans>
          </Button>
          <Button tone="outline" onClick={() => setLinkOpen(false)}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      ) : null}
      <div ref={rootRef} className={s.editable} />
    </div>
  );
}
