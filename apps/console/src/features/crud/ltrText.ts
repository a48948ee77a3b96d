/** Text kept left to right inside any sentence (Unicode isolates: a number in Arabic text). */
export const ltrText = (text: string) => `\u2066${text}\u2069`;

/** Text isolated in its own direction (a name typed in any script inside a sentence). */
export const isolatedText = (text: string) => `\u2068${text}\u2069`;
