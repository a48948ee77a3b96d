/** Text kept left to right inside any sentence (Unicode isolates: a number in Arabic text). */
export const ltrText = (text: string) => `\u2066${text}\u2069`;
