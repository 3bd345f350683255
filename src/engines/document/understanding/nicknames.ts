// Given names and the short forms people go by on documents. Each row is one family of equivalent names.
const FAMILIES: readonly (readonly string[])[] = [
  ['william', 'bill', 'will', 'billy', 'willy', 'liam'],
  ['robert', 'bob', 'rob', 'bobby', 'robby', 'bert'],
  ['elizabeth', 'liz', 'beth', 'lizzie', 'betsy', 'eliza', 'betty', 'libby'],
  ['katherine', 'catherine', 'kathryn', 'kate', 'katie', 'kathy', 'cathy', 'kat', 'kay'],
  ['margaret', 'peggy', 'maggie', 'meg', 'marge', 'margie'],
  ['jennifer', 'jen', 'jenny', 'jenn'],
  ['michael', 'mike', 'mikey', 'mick'],
  ['james', 'jim', 'jimmy', 'jamie'],
  ['john', 'jack', 'johnny', 'jon'],
  ['joseph', 'joe', 'joey'],
  ['richard', 'rick', 'dick', 'rich', 'ricky'],
  ['thomas', 'tom', 'tommy'],
  ['charles', 'charlie', 'chuck', 'chas'],
  ['christopher', 'chris', 'kit'],
  ['christine', 'christina', 'chris', 'tina', 'chrissy'],
  ['daniel', 'dan', 'danny'],
  ['matthew', 'matt'],
  ['anthony', 'tony'],
  ['andrew', 'andy', 'drew'],
  ['joshua', 'josh'],
  ['nicholas', 'nick', 'nicky'],
  ['jonathan', 'jon', 'johnny'],
  ['benjamin', 'ben', 'benny'],
  ['samuel', 'sam', 'sammy'],
  ['samantha', 'sam', 'sammy'],
  ['alexander', 'alex', 'al', 'xander'],
  ['alexandra', 'alex', 'lexi', 'sandra'],
  ['edward', 'ed', 'eddie', 'ted', 'ned'],
  ['steven', 'stephen', 'steve'],
  ['timothy', 'tim', 'timmy'],
  ['patrick', 'pat', 'paddy'],
  ['patricia', 'pat', 'patty', 'tricia', 'trish'],
  ['gregory', 'greg'],
  ['raymond', 'ray'],
  ['ronald', 'ron', 'ronnie'],
  ['donald', 'don', 'donnie'],
  ['kenneth', 'ken', 'kenny'],
  ['lawrence', 'larry'],
  ['gerald', 'jerry'],
  ['jeffrey', 'geoffrey', 'jeff'],
  ['david', 'dave', 'davey'],
  ['susan', 'sue', 'susie'],
  ['deborah', 'debra', 'deb', 'debbie'],
  ['rebecca', 'becky', 'becca'],
  ['victoria', 'vicky', 'tori'],
  ['jessica', 'jess', 'jessie'],
  ['kimberly', 'kim'],
  ['amanda', 'mandy'],
  ['stephanie', 'steph'],
  ['cynthia', 'cindy'],
  ['dorothy', 'dot', 'dottie'],
  ['barbara', 'barb', 'barbie'],
  ['abigail', 'abby'],
  ['theresa', 'teresa', 'terri', 'terry', 'tess'],
  ['terence', 'terrence', 'terry'],
  ['pamela', 'pam'],
  ['melissa', 'missy', 'mel'],
  ['frederick', 'fred', 'freddie'],
  ['francis', 'frank'],
  ['henry', 'hank', 'harry'],
  ['harold', 'harry', 'hal'],
  ['jacqueline', 'jackie'],
  ['josephine', 'jo', 'josie'],
  ['judith', 'judy'],
  ['valerie', 'val'],
  ['zachary', 'zach', 'zack'],
  ['nathaniel', 'nathan', 'nate'],
  ['olivia', 'liv'],
  ['madeline', 'maddie'],
  ['allison', 'ali', 'allie'],
  ['gabriel', 'gabe'],
  ['gabriela', 'gabriella', 'gaby'],
  ['jose', 'pepe'],
  ['francisco', 'paco', 'pancho'],
  ['guillermo', 'memo'],
  ['alejandro', 'alex'],
];

const INDEX: ReadonlyMap<string, ReadonlySet<number>> = (() => {
  const map = new Map<string, Set<number>>();
  FAMILIES.forEach((family, i) => {
    for (const name of family) {
      const set = map.get(name) ?? new Set<number>();
      set.add(i);
      map.set(name, set);
    }
  });
  return map;
})();

/** Whether two folded given names are one name or nickname family. */
export function sameGivenName(a: string, b: string): boolean {
  if (a === b) return true;
  const fa = INDEX.get(a);
  const fb = INDEX.get(b);
  if (!fa || !fb) return false;
  for (const i of fa) if (fb.has(i)) return true;
  return false;
}
