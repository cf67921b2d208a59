import { useId } from "react";

/**
 * The hero's background, drawn rather than photographed (no external images, a few hundred
 * bytes): a floodlit pitch in perspective with its lines, the H-shaped posts and a ball.
 */
export function HeroPitch({ className }: { className?: string }) {
  const id = useId();
  const sky = `${id}-sky`;
  const grass = `${id}-grass`;
  const glow = `${id}-glow`;
  return (
    <svg className={className} viewBox="0 0 1440 480" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#041f3d" />
          <stop offset="0.6" stopColor="#0b4f9c" />
          <stop offset="1" stopColor="#0d5fb8" />
        </linearGradient>
        <linearGradient id={grass} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#17643a" />
          <stop offset="1" stopColor="#0c3f24" />
        </linearGradient>
        <radialGradient id={glow} cx="0.5" cy="0" r="0.6">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.35" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1440" height="480" fill={`url(#${sky})`} />
      {/* Floodlight glow over the far end of the pitch */}
      <ellipse cx="1020" cy="250" rx="520" ry="200" fill={`url(#${glow})`} />
      {/* The pitch, narrowing towards the far try line */}
      <polygon points="560,300 1480,300 1440,480 0,480 0,470" fill={`url(#${grass})`} />
      {/* Mown stripes */}
      <g fill="#ffffff" opacity="0.05">
        <polygon points="700,300 790,300 620,480 420,480" />
        <polygon points="880,300 970,300 1000,480 820,480" />
        <polygon points="1060,300 1150,300 1380,480 1200,480" />
      </g>
      {/* Try line, 22 and halfway lines */}
      <g stroke="#ffffff" strokeOpacity="0.6" strokeWidth="3" fill="none">
        <line x1="560" y1="300" x2="1440" y2="300" />
        <line x1="380" y1="335" x2="1440" y2="335" strokeOpacity="0.45" />
        <line x1="120" y1="395" x2="1440" y2="395" strokeOpacity="0.4" />
        <line x1="560" y1="300" x2="0" y2="470" />
      </g>
      {/* The posts, on the far try line */}
      <g stroke="#ffffff" strokeWidth="7" strokeLinecap="round">
        <line x1="960" y1="96" x2="960" y2="302" />
        <line x1="1080" y1="96" x2="1080" y2="302" />
        <line x1="960" y1="236" x2="1080" y2="236" />
      </g>
      <g fill="#c8961a">
        <rect x="953" y="262" width="14" height="38" rx="3" />
        <rect x="1073" y="262" width="14" height="38" rx="3" />
      </g>
      {/* A ball in flight between the posts, with its seam */}
      <g transform="translate(1232 150) rotate(-28)">
        <ellipse rx="46" ry="28" fill="#f4efe3" />
        <path d="M-30 0 H30" stroke="#8a5a00" strokeWidth="3" />
        <path d="M-14 -6 v12 M-5 -6 v12 M4 -6 v12 M13 -6 v12" stroke="#8a5a00" strokeWidth="2.5" />
      </g>
      <path d="M1180 190 q-60 40 -150 60" stroke="#ffffff" strokeOpacity="0.35" strokeWidth="3" strokeDasharray="10 12" fill="none" />
    </svg>
  );
}
