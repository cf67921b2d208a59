import { useCallback, useState } from "react";
import { island } from "../../islands/island";

export const DEFAULT_CLUB_LOGO = "/images/default-club-logo.svg";

type ClubLogoProps = {
  src: string | null | undefined;
  alt: string;
  className?: string;
  size?: number;
  /** Above the fold (a page header): load at once instead of lazily. */
  eager?: boolean;
};

/** A club's own logo, swapped for the default one if it fails to load. */
function LogoWithFallback({ src, alt, className, size = 64, eager = false }: ClubLogoProps) {
  // Remember which address failed, so a new logo (e.g. just uploaded) gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = !src || failedSrc === src ? DEFAULT_CLUB_LOGO : src;
  // On a page drawn by the server the image loads before the app runs, so a failure can come
  // before anyone listens for it: an image that has finished without pixels is checked again.
  const checkAlreadyFailed = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image || !src || url !== src || !image.complete || image.naturalWidth > 0) return;
      const probe = new Image();
      probe.onerror = () => setFailedSrc(src);
      probe.src = src;
    },
    [src, url],
  );
  return (
    <img
      ref={checkAlreadyFailed}
      src={url}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className}
      // Only the club's own logo is swapped: if the default itself fails there is nothing better.
      onError={() => {
        if (src && url === src) setFailedSrc(src);
      }}
    />
  );
}

/** On a drawn page the swap is the only code a logo runs: an island of its own, hydrated when in view. */
export const ClubLogoIsland = island("club-logo", LogoWithFallback);

/** A club's logo that falls back to the default logo when it is missing or fails to load (SPEC section 8). */
export function ClubLogo(props: ClubLogoProps) {
  if (props.src) return <ClubLogoIsland {...props} />;
  const { alt, className, size = 64, eager = false } = props;
  return <img src={DEFAULT_CLUB_LOGO} alt={alt} width={size} height={size} loading={eager ? "eager" : "lazy"} decoding="async" className={className} />;
}
