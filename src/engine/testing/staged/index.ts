// Every stream of staged positions, in one list. A new stream of cards adds its own file here.
import { BASE_STAGED, type Staged } from './base';
import { ATK_STAGED } from './atk';
import { PILE_STAGED } from './pile';
import { STAT_STAGED } from './stat';
import { TRAP_STAGED } from './trap';
import { SECOND_PASS_STAGED } from './secondPass';
import { SET160003AND_SMALL_STAGED } from './set160003andSmall';
import { SET160005_STAGED } from './set160005';
import { SET160006_STAGED } from './set160006';
import { SET160007_STAGED } from './set160007';
import { SET160008_STAGED } from './set160008';
import { SET160009_STAGED } from './set160009';
import { SET160010_STAGED } from './set160010';
import { SET160011_STAGED } from './set160011';
import { SET160012_STAGED } from './set160012';
import { SET160013_STAGED } from './set160013';
import { SET160014_STAGED } from './set160014';
import { SET160205_STAGED } from './set160205';
import { SET160428_STAGED } from './set160428';
import { SETS160202AND160203_STAGED } from './sets160202and160203';
import { SETS160204AND160004_STAGED } from './sets160204and160004';
import { SETS160206AND160207_STAGED } from './sets160206and160207';
import { SETS160208AND160209_STAGED } from './sets160208and160209';
import { SETS160310TO160421_STAGED } from './sets160310to160421';
import { SETS1603AND1604MORE_STAGED } from './sets1603and1604more';
import { WORDS_DECLARE_STAGED } from './wordsDeclare';
import { WORDS_EQUIP_STAGED } from './wordsEquip';
import { WORDS_FUSION_NAME_STAGED } from './wordsFusionName';
import { WORDS_LAST_TIER1_STAGED } from './wordsLastTier1';
import { WORDS_LP_TRIBUTE_EXCAVATE_STAGED } from './wordsLpTributeExcavate';
import { WORDS_NOT_MILL_CHANGE_STAGED } from './wordsNotMillChange';
import { WORDS_RITUAL_STAGED } from './wordsRitual';
import { WORDS_TIER1_END_STAGED } from './wordsTier1End';
import { WORDS_TRIBUTE_RULES_STAGED } from './wordsTributeRules';

export const STAGED: Staged[] = [
  ...BASE_STAGED, ...ATK_STAGED, ...PILE_STAGED, ...STAT_STAGED, ...TRAP_STAGED, ...SECOND_PASS_STAGED, ...SET160003AND_SMALL_STAGED, ...SET160005_STAGED, ...SET160006_STAGED, ...SET160007_STAGED, ...SET160008_STAGED, ...SET160009_STAGED, ...SET160010_STAGED, ...SET160011_STAGED, ...SET160012_STAGED, ...SET160013_STAGED, ...SET160014_STAGED, ...SET160205_STAGED, ...SET160428_STAGED, ...SETS160202AND160203_STAGED, ...SETS160204AND160004_STAGED, ...SETS160206AND160207_STAGED, ...SETS160208AND160209_STAGED, ...SETS160310TO160421_STAGED, ...SETS1603AND1604MORE_STAGED, ...WORDS_DECLARE_STAGED, ...WORDS_EQUIP_STAGED, ...WORDS_FUSION_NAME_STAGED, ...WORDS_LAST_TIER1_STAGED, ...WORDS_LP_TRIBUTE_EXCAVATE_STAGED, ...WORDS_NOT_MILL_CHANGE_STAGED, ...WORDS_RITUAL_STAGED, ...WORDS_TIER1_END_STAGED, ...WORDS_TRIBUTE_RULES_STAGED,
];
