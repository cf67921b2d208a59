import { useState } from "react";

export const DEFAULT_CLUB_LOGO = "/images/default-club-logo.svg";

/** A club's logo that falls back to the default logo when it is missing or fails to load (SPEC section 8). */
export function ClubLogo({ src, alt, className, size = 64 }: { src: string | null | undefined; alt: string; className?: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const url = !src || failed ? DEFAULT_CLUB_LOGO : src;
  return (
    <img
      src={url}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={className}
      // Only swap once: if the default logo itself fails there is nothing better to show.
      onError={() => setFailed(true)}
    />
  );
}
