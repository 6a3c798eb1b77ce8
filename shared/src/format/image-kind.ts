/** The kinds of TMDb image Marquee shows, each with its own sizes and placeholder. */
export type ImageKind = 'poster' | 'backdrop' | 'profile' | 'logo';
