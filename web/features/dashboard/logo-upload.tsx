import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { LIMITS } from "../../../schema/constants";
import { Button } from "../../ui/button";
import { Alert } from "../../ui/feedback";
import { formStyles as f } from "../../ui/form";
import { ApiError } from "../../lib/api";
import { clubNameIn } from "../../lib/content-language";
import { toaster } from "../../ui/toaster";
import { useErrorText } from "../auth";
import { ClubLogo } from "../clubs";
import { useUploadLogo } from "./api";
import * as s from "./profile.css";

/**
 * The club logo: pick an image, see it, upload it. The browser checks type and size first (the
 * server checks again, by the file's bytes); SPEC section 8 names the texts.
 */
export function LogoUpload({ club }: { club: { name: string; nameEl?: string | null; logoUrl: string | null } }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const upload = useUploadLogo();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const [error, setError] = useState<string>();

  // The preview is an object URL: free it when it is replaced or the page goes.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const clear = () => {
    setFile(undefined);
    setPreview(undefined);
    if (input.current) input.current.value = "";
  };

  const choose = (picked: File | undefined) => {
    setError(undefined);
    if (!picked) return clear();
    if (!picked.type.startsWith("image/")) {
      clear();
      const message = t`Please select an image file (PNG, JPG, etc.)`;
      setError(message);
      toaster.error({ about: "logo", title: t`Invalid File Type`, description: message });
      return;
    }
    if (picked.size > LIMITS.logoMaxBytes) {
      clear();
      const message = t`The logo must be at most 5MB.`;
      setError(message);
      toaster.error({ about: "logo", title: t`Logo Upload Failed`, description: message });
      return;
    }
    setFile(picked);
    setPreview(URL.createObjectURL(picked));
  };

  const send = () => {
    if (!file) {
      toaster.error({ about: "logo", title: t`No logo selected`, description: t`Choose an image file first.` });
      return;
    }
    setError(undefined);
    upload.mutate(file, {
      onSuccess: () => {
        clear();
        toaster.success({ about: "logo", title: t`Logo Updated`, description: t`Your club logo has been updated.` });
      },
      onError: (failure) => {
        const message = errorText(failure);
        setError(message);
        // The server reads the bytes: a file named .png that is not an image is refused there.
        const notAnImage = failure instanceof ApiError && failure.code === "invalid_file_type";
        toaster.error({ about: "logo", title: notAnImage ? t`Invalid File Type` : t`Logo Upload Failed`, description: message });
      },
    });
  };

  return (
    <section className={s.panel} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={s.panelTitle}>
        <Trans>Club Logo</Trans>
      </h2>
      <div className={s.logoRow}>
        {preview ? (
          <img src={preview} alt={t`New logo preview`} className={s.logoPreview} width={112} height={112} />
        ) : (
          <ClubLogo src={club.logoUrl} alt={t`Current logo of ${clubNameIn(i18n.locale, club)}`} className={s.logoPreview} size={112} />
        )}
      </div>
      <div className={f.fieldWrap}>
        <label htmlFor={inputId} className={f.label}>
          <Trans>Choose an image</Trans>
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/*"
          className={s.fileInput}
          onChange={(event) => choose(event.target.files?.[0])}
          aria-describedby={`${inputId}-hint`}
        />
        <p id={`${inputId}-hint`} className={f.hint}>
          <Trans>PNG, JPG, WebP or GIF, at most 5MB.</Trans>
        </p>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className={s.submitRow}>
        <Button onClick={send} disabled={upload.isPending} aria-busy={upload.isPending}>
          {upload.isPending ? <Trans>Uploading...</Trans> : <Trans>Upload Logo</Trans>}
        </Button>
      </div>
    </section>
  );
}
