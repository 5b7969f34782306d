// The card documents for Node (tests, CLI tools): bundled, available synchronously. The
// browser build resolves #builtin-docs to builtinDocs.browser.ts instead (package.json
// "imports"): there the set files are data fetched per duel (src/store/cardData.ts ensureDocs).
import set160001 from './160001.json';
import set160002 from './160002.json';
import set160003 from './160003.json';
import set160004 from './160004.json';
import set160005 from './160005.json';
import set160006 from './160006.json';
import set160007 from './160007.json';
import set160008 from './160008.json';
import set160009 from './160009.json';
import set160010 from './160010.json';
import set160011 from './160011.json';
import set160012 from './160012.json';
import set160014 from './160014.json';
import set160016 from './160016.json';
import set160018 from './160018.json';
import set160019 from './160019.json';
import set160020 from './160020.json';
import set160024 from './160024.json';
import set160201 from './160201.json';
import set160202 from './160202.json';
import set160203 from './160203.json';
import set160204 from './160204.json';
import set160205 from './160205.json';
import set160206 from './160206.json';
import set160207 from './160207.json';
import set160211 from './160211.json';
import set160212 from './160212.json';
import set160214 from './160214.json';
import set160301 from './160301.json';
import set160302 from './160302.json';
import set160303 from './160303.json';
import set160304 from './160304.json';
import set160305 from './160305.json';
import set160306 from './160306.json';
import set160307 from './160307.json';
import set160308 from './160308.json';
import set160309 from './160309.json';
import set160310 from './160310.json';
import set160311 from './160311.json';
import set160312 from './160312.json';
import set160314 from './160314.json';
import set160315 from './160315.json';
import set160316 from './160316.json';
import set160317 from './160317.json';
import set160318 from './160318.json';
import set160320 from './160320.json';
import set160401 from './160401.json';
import set160402 from './160402.json';
import set160403 from './160403.json';
import set160404 from './160404.json';
import set160405 from './160405.json';
import set160406 from './160406.json';
import set160408 from './160408.json';
import set160409 from './160409.json';
import set160411 from './160411.json';
import set160412 from './160412.json';
import set160414 from './160414.json';
import set160417 from './160417.json';
import set160421 from './160421.json';
import set160422 from './160422.json';
import set160428 from './160428.json';
import set160446 from './160446.json';

export const BUILTIN_DOCS: readonly unknown[] = [
  set160001, set160002, set160003, set160004, set160005, set160006, set160007, set160008, set160009, set160010, set160011, set160012, set160014, set160016, set160018, set160019, set160020, set160024, set160201, set160202, set160203, set160204, set160205, set160206, set160207, set160211, set160212, set160214, set160301, set160302, set160303, set160304, set160305, set160306, set160307, set160308, set160309, set160310, set160311, set160312, set160314, set160315, set160316, set160317, set160318, set160320, set160401, set160402, set160403, set160404, set160405, set160406, set160408, set160409, set160411, set160412, set160414, set160417, set160421, set160422, set160428, set160446,
].flat();
