// Card ids the Elemental HERO scripts refer to by name.
export const AVIAN = 160320008;
export const BURSTINATRIX = 160320007;
export const SPARKMAN = 160320005;
export const CLAYMAN = 160320006;
export const BUBBLEMAN = 160320009;
export const FUSION = 160204050;
export const SKYSCRAPER = 160320032;
