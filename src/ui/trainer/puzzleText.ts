// Titles and briefings of the built-in puzzles in Japanese and Chinese (the English is the
// puzzle file's own). {c:ID} names a card in the player's card-name language. An imported
// puzzle keeps its own words: a translation is used only while the title is the built-in one.
import { cardFacts } from '../../cards/pool';
import type { Lang } from '../../i18n';
import type { GeneratedInfo } from '../../puzzles/types';
import { generatedWords } from '../../puzzles/generate/words';

interface Translated {
  en: string;
  ja: [title: string, briefing: string];
  zh: [title: string, briefing: string];
}

const MAGNUM = '{c:160202002}';
const YGG = '{c:160202011}';
const DRAGIAS = '{c:160422002}';
const CRANKED = '{c:160202007}';

export const PUZZLE_WORDS: Record<string, Translated> = {
  '01-first-maximum': {
    en: 'First MAXIMUM',
    ja: ['はじめてのMAXIMUM', `${MAGNUM}の3枚がすべて手札にあり、相手フィールドは空。3枚を揃えてデュエルを決めよう。`],
    zh: ['第一次MAXIMUM', `${MAGNUM}的3张都在手卡，对方场上空无一物。把它们凑齐，结束决斗。`],
  },
  '02-sky-emperor': {
    en: 'The Sky Emperor',
    ja: ['天帝', `相手の{c:160001000}が守り、その後ろの相手LPは残り1000。${YGG}はどのドラゴンよりも強く攻撃できる。`],
    zh: ['天帝', `对方的{c:160001000}守在前方，背后只剩1000基本分。${YGG}比任何龙都更有攻击力。`],
  },
  '03-falling-leaves': {
    en: 'Falling Leaves',
    ja: ['落葉', '大型モンスター2体に、攻撃は1回。{c:160202010}はバトルフェイズの前にその1体を破壊できる。MAXIMUM召喚して相手のモンスターをゼロにしよう。'],
    zh: ['落叶', '两只大型怪兽，只有一次攻击。{c:160202010}能在战斗阶段之前破坏其中一只。进行MAXIMUM召唤，让对方场上不剩怪兽。'],
  },
  '04-turn-it-over': {
    en: 'Turn It Over',
    ja: ['ひっくり返せ', '裏側の壁の後ろに相手の残りLP4000。{c:160202012}は守備表示モンスターを表側にし、{c:160202010}が残りを片付ける。'],
    zh: ['翻过来', '里侧的壁后面是对方仅剩的4000基本分。{c:160202012}让守备表示怪兽变成表侧，{c:160202010}完成其余。'],
  },
  '05-cranked': {
    en: 'Cranked to Ten',
    ja: ['10でMAX', `あと4900ポイント、オーバーロードは1体だけ。${CRANKED}にはコストのモンスターと、輝くためのレベル10の対象が必要だ。`],
    zh: ['十级全开', `还差4900分，超载只有一只。${CRANKED}需要一只怪兽作为代价，还需要一只10星的对象。`],
  },
  '06-multistrike': {
    en: 'Multistrike',
    ja: ['連撃', '攻撃表示のモンスターが3体。{c:160422001}でモンスターに3回まで攻撃できる。フィールドを一掃しよう。'],
    zh: ['连击', '三只攻击表示的怪兽。{c:160422001}能让它对怪兽最多攻击三次：横扫全场。'],
  },
  '06b-clean-sweep': {
    en: 'Clean Sweep',
    ja: ['一掃', 'フィールドを空にするとは、フィールドゾーンのフィールド魔法も含めてのこと。{c:160301005}は魔法使い族で、{c:160301012}には自分フィールドの魔法使い族が必要。MAXIMUM召喚は先に自分のモンスターをすべて墓地へ送る。順番を正しく、そして{c:160001000}を倒そう。'],
    zh: ['一扫而空', '清空场地意味着全部：场地区域的场地魔法也算。{c:160301005}是魔法师族，{c:160301012}需要自己场上有魔法师族；MAXIMUM召唤会先把自己的所有怪兽送去墓地。把顺序排对，再击倒{c:160001000}。'],
  },
  '07-heavenly-invitation': {
    en: 'Heavenly Invitation',
    ja: ['天からの招待', '真ん中のパーツはデッキの中。{c:160207054}はデッキを3枚掘り、自分フィールドが空ならレベル10のモンスターを戻す。'],
    zh: ['天之招来', '中间的部件埋在卡组里。{c:160207054}翻开卡组3张，并在自己场上没有卡时带回一只10星怪兽。'],
  },
  '07b-graceful-charity': {
    en: 'Charity Begins at Home',
    ja: ['施しは身内から', `手札には${YGG}の真ん中だけ。でもデッキの上はわかっている。{c:160204049}は3枚引いて2枚捨てる。大事なものを残そう。`],
    zh: ['施舍从自家开始', `手卡只有${YGG}的中间部件，但你知道卡组最上方是什么。{c:160204049}抽3张、丢弃2张：留下关键的卡。`],
  },
  '08-phoenix': {
    en: 'Rise from the Ashes',
    ja: ['灰からの復活', `${DRAGIAS}の真ん中が墓地に落ちた。{c:160302009}はカード1枚と引き換えに、そこからレベル5以上のドラゴン族を呼び戻す。`],
    zh: ['浴火重生', `${DRAGIAS}的中间部件落入了墓地。{c:160302009}用一张卡换来墓地中一只5星以上的龙族。`],
  },
  '09-ropero': {
    en: 'Good Dog',
    ja: ['いい子だ', '{c:160207022}は墓地からレベル10のMAXIMUMモンスターを持ってくるが、先に手札2枚をデッキに戻す。正しいカードを残そう。'],
    zh: ['好狗狗', '{c:160207022}从墓地取回一只10星MAXIMUM怪兽，但要先把手卡2张洗回卡组。留下正确的卡。'],
  },
  '10-heavenly-gift': {
    en: 'Heavenly Gift',
    ja: ['天からの贈り物', 'レベルの合計が10以上になるモンスターを送って2枚ドロー。どの10？'],
    zh: ['天之加护', '送去等级合计10以上的怪兽来抽2张。选哪些凑出10？'],
  },
  '11-electromagnetic': {
    en: 'Super Electromagnetic',
    ja: ['超電磁', `[L]と[R]は墓地に、{c:160002000}が2000のLPを守る。{c:160207024}は機械族を呼び戻し、${CRANKED}がとどめを刺す。`],
    zh: ['超电磁', `[L]和[R]躺在墓地，{c:160002000}守着2000基本分。{c:160207024}带回机械族，${CRANKED}完成最后一击。`],
  },
  '12-piercing-storm': {
    en: 'Piercing Storm',
    ja: ['貫通の嵐', '守備表示の壁が3体、LPは7600。{c:160422003}はカード3枚を払って攻撃力1000アップと貫通ダメージ。{c:160422001}で3回攻撃だ。'],
    zh: ['贯穿风暴', '三只守备表示的壁，7600基本分。{c:160422003}支付3张卡换来攻击力上升1000和贯穿伤害；{c:160422001}让它攻击三次。'],
  },
  '12b-brandish': {
    en: 'Beast Brave Brandish',
    ja: ['ビースト・ブレイブ・ブランディッシュ', '{c:160320006}の壁が残り1500のLPを守る。{c:160207026}は墓地のMAXIMUMモンスター2体を再利用し、自分のMAXIMUMモンスターに貫通を与える。'],
    zh: ['兽勇挥舞', '{c:160320006}之壁守着最后1500基本分。{c:160207026}回收墓地的2只MAXIMUM怪兽，并让你的MAXIMUM怪兽造成贯穿伤害。'],
  },
  '12c-trap-proof': {
    en: 'Trap-Proof',
    ja: ['罠知らず', `相手側に2枚のセットカード：{c:160417005}と{c:160202019}。${MAGNUM}は相手の罠を受け付けない。あと4900ポイント。`],
    zh: ['无惧陷阱', `对方场上有两张盖放的卡：{c:160417005}和{c:160202019}。${MAGNUM}不受对方陷阱影响；还差4900分。`],
  },
  '13-weather-eel': {
    en: 'Recycled Sky',
    ja: ['めぐる空', 'デッキは空。{c:160207039}は墓地のモンスター2体をデッキに戻し、上から2枚をめくる。デッキが空なら、何が戻るかは正確にわかる。'],
    zh: ['循环之空', '卡组已空。{c:160207039}把墓地的2只怪兽洗回卡组，再翻开最上方2张：卡组是空的，所以你完全知道会回来什么。'],
  },
  '14-underdog': {
    en: 'Underdog',
    ja: ['逆境', `LPで大きく負けていて、{c:160001000}が道をふさぐ。{c:160202001}はその差を攻撃力に変え、{c:160202003}は相手のレベルを読む。`],
    zh: ['逆境', `基本分远远落后，{c:160001000}挡住去路。{c:160202001}把差距变成攻击力；{c:160202003}读取对方的等级。`],
  },
  '15-deep-sea': {
    en: 'Deep Sea Draw',
    ja: ['深海ドロー', `{c:160207041}は見せたレベル10モンスター1体につき1枚引き、同じ数をデッキに戻す。${YGG}のパーツはデッキの一番上にある。`],
    zh: ['深海抽卡', `{c:160207041}每展示一只10星怪兽就抽1张，然后洗回同样数量。${YGG}的部件就在卡组最上方。`],
  },
  '16-skystream': {
    en: 'Skystream Barrage',
    ja: ['旗艦の弾幕', '{c:160203003}は相手モンスターそれぞれに1回ずつ攻撃し、貫通ダメージを与える。裏側のモンスター3体とLP7000。'],
    zh: ['旗舰弹幕', '{c:160203003}对每只怪兽各攻击一次，并造成贯穿伤害。三只里侧怪兽，7000基本分。'],
  },
  '17-hold-the-line': {
    en: 'Hold the Line',
    ja: ['持ちこたえろ', '残りLPは1000、相手フィールドには大型アタッカーが2体。自分のターンが戻ってくるまで立っていられるよう備えよう。'],
    zh: ['守住防线', '只剩1000基本分，对面场上有两只大型攻击手。布好阵，撑到你的回合再次到来。'],
  },
  '18-two-overlords': {
    en: 'Two Overlords',
    ja: ['二体のオーバーロード', 'LPで大きく負けていて、{c:160001000}が行く手をふさぐ。{c:160203001}は墓地のレベル10でバーンを与え、それを呼び戻す。もう一体のオーバーロードのパーツは手札で待っている。'],
    zh: ['双霸王', '基本分远远落后，{c:160001000}挡在路上。{c:160203001}用墓地的一只10星造成伤害并把它带回；另一只超载的部件在手卡中等待。'],
  },
};

/** A puzzle's title and briefing in the interface language, card names in the chosen one. */
type Words = { title: string; briefing: string };

export function puzzleWords(p: Words & { id: string; generated?: GeneratedInfo }, lang: Lang, names: 'en' | 'ja'): Words {
  const name = (id: string | number): string => {
    const d = cardFacts(Number(id));
    return d ? (names === 'ja' && d.nameJa ? d.nameJa : d.name) : String(id);
  };
  const g = p.generated;
  if (g) return generatedWords(g, lang, name);
  const w = PUZZLE_WORDS[p.id];
  if (lang === 'en' || !w || w.en !== p.title) return { title: p.title, briefing: p.briefing };
  const [title, briefing] = w[lang];
  return { title, briefing: briefing.replace(/\{c:(\d+)\}/g, (_, id: string) => name(id)) };
}
