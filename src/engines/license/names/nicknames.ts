// Common English given-name nicknames. A pair in one group is a `partial_match` for licenses: the legal
// name on a board record and the name a person gives often differ this way, but it is not proof.
const GROUPS: readonly (readonly string[])[] = [
  ['abigail', 'abby', 'gail'],
  ['albert', 'al', 'bert', 'bertie'],
  ['alexander', 'alex', 'alec', 'sandy', 'xander'],
  ['alexandra', 'alex', 'alexa', 'sandra', 'sandy', 'lexi'],
  ['alfred', 'al', 'alf', 'fred', 'freddie'],
  ['andrew', 'andy', 'drew'],
  ['anthony', 'tony'],
  ['barbara', 'barb', 'babs'],
  ['benjamin', 'ben', 'benny', 'benji'],
  ['catherine', 'cathy', 'cath', 'kate', 'katie', 'cat'],
  ['katherine', 'kathy', 'kate', 'katie', 'kat', 'kathleen'],
  ['charles', 'charlie', 'chuck', 'chas', 'chaz'],
  ['christina', 'chris', 'chrissy', 'tina'],
  ['christine', 'chris', 'chrissy', 'tina'],
  ['christopher', 'chris', 'kit', 'topher'],
  ['cynthia', 'cindy'],
  ['daniel', 'dan', 'danny'],
  ['david', 'dave', 'davey'],
  ['deborah', 'debbie', 'deb', 'debra'],
  ['donald', 'don', 'donnie'],
  ['dorothy', 'dot', 'dottie', 'dolly'],
  ['edward', 'ed', 'eddie', 'ted', 'ned'],
  ['elizabeth', 'liz', 'lizzie', 'beth', 'betty', 'betsy', 'eliza', 'libby', 'bess'],
  ['eugene', 'gene'],
  ['frances', 'fran', 'frannie'],
  ['francis', 'frank', 'fran'],
  ['frederick', 'fred', 'freddie', 'fritz'],
  ['gerald', 'gerry', 'jerry'],
  ['gregory', 'greg'],
  ['harold', 'hal', 'harry'],
  ['henry', 'hank', 'harry', 'hal'],
  ['isabella', 'bella', 'izzy'],
  ['jacob', 'jake'],
  ['james', 'jim', 'jimmy', 'jamie'],
  ['janet', 'jan'],
  ['jeffrey', 'jeff'],
  ['jennifer', 'jen', 'jenny', 'jenn'],
  ['jessica', 'jess', 'jessie'],
  ['john', 'jack', 'johnny', 'jon'],
  ['jonathan', 'jon', 'jonny', 'nathan'],
  ['joseph', 'joe', 'joey'],
  ['josephine', 'jo', 'josie'],
  ['joshua', 'josh'],
  ['judith', 'judy'],
  ['kenneth', 'ken', 'kenny'],
  ['lawrence', 'larry'],
  ['leonard', 'leo', 'len', 'lenny'],
  ['margaret', 'maggie', 'meg', 'peggy', 'marge', 'margie', 'greta'],
  ['matthew', 'matt'],
  ['michael', 'mike', 'mikey', 'mick'],
  ['nancy', 'nan'],
  ['nicholas', 'nick', 'nicky'],
  ['nicole', 'nikki', 'nicky'],
  ['pamela', 'pam'],
  ['patricia', 'pat', 'patty', 'trish', 'tricia'],
  ['patrick', 'pat', 'paddy'],
  ['peter', 'pete'],
  ['philip', 'phil'],
  ['rebecca', 'becky', 'becca'],
  ['richard', 'rick', 'ricky', 'rich', 'dick'],
  ['robert', 'rob', 'robbie', 'bob', 'bobby', 'bert'],
  ['ronald', 'ron', 'ronnie'],
  ['samantha', 'sam', 'sammy'],
  ['samuel', 'sam', 'sammy'],
  ['stephanie', 'steph'],
  ['stephen', 'steve', 'stevie'],
  ['steven', 'steve', 'stevie'],
  ['susan', 'sue', 'susie', 'suzy'],
  ['suzanne', 'sue', 'susie', 'suzy'],
  ['theodore', 'ted', 'teddy', 'theo'],
  ['thomas', 'tom', 'tommy'],
  ['timothy', 'tim', 'timmy'],
  ['victoria', 'vicky', 'tori'],
  ['virginia', 'ginny', 'ginger'],
  ['walter', 'walt', 'wally'],
  ['william', 'bill', 'billy', 'will', 'willy', 'liam'],
  ['zachary', 'zach', 'zack'],
];

const INDEX = new Map<string, Set<number>>();
GROUPS.forEach((group, id) => {
  for (const name of group) {
    const ids = INDEX.get(name) ?? new Set<number>();
    ids.add(id);
    INDEX.set(name, ids);
  }
});

/** Whether two normalised given names are nicknames of each other (or of a shared formal name). */
export function areNicknames(a: string, b: string): boolean {
  if (a === b) return false;
  const left = INDEX.get(a);
  const right = INDEX.get(b);
  if (!left || !right) return false;
  for (const id of left) if (right.has(id)) return true;
  return false;
}
