/** Every catalog illustration is drawn on this canvas, so an `<img>` can reserve its space. */
export const productImageSize = { width: 400, height: 300 } as const;
