/**
 * The brand typeface of the PDF (decision 111): Inter, as static TrueType files (pdfkit reads
 * TTF and OTF, not the site's woff2; fontkit cannot yet subset a variable font's instances),
 * from @expo-google-fonts/inter, the same Inter 4 the site draws. Read and parsed once per
 * process: a parse costs ~100 ms, a document with parsed fonts a few.
 */
import { createRequire } from 'node:module';
import { openSync, type Font } from 'fontkit';

const resolvePackageFile = createRequire(import.meta.url).resolve;

function open(file: string): Font {
  const font = openSync(resolvePackageFile(`@expo-google-fonts/inter/${file}`));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
  return font;
}

let fonts: { regular: Font; bold: Font } | undefined;

/** The two weights the brief uses, parsed on first use. */
export function brandFonts() {
  fonts ??= {
    regular: open('400Regular/Inter_400Regular.ttf'),
    bold: open('700Bold/Inter_700Bold.ttf'),
  };
  return fonts;
}
