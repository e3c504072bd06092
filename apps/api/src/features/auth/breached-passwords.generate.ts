/**
 * Writes breached-passwords.txt: run `node --import tsx apps/api/src/features/auth/breached-passwords.generate.ts`.
 *
 * No download is possible where Waypoint is built, so the list is composed, deterministically, from what the top
 * of public breach corpora (RockYou, the NCSC/HIBP "top 100k", SecLists' common-credentials lists) is known to
 * hold: the most frequent passwords verbatim, plus the systematic shapes that dominate those lists (a common
 * word or name followed by digits, a year or "!", keyboard walks, repeated and sequential digits, simple
 * letter-for-symbol swaps), plus words specific to this site and its users (service branches and mottos).
 * Entries shorter than PASSWORD_MIN_LENGTH are left out: the length rule rejects those already.
 * docs/decisions/009-auth.md explains how to swap in a full HIBP or SecLists file; the loader is the same.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@waypoint/shared';

/** The most frequent passwords of the public corpora, verbatim (lower-cased). */
const TOP_PASSWORDS = `
123456 password 123456789 12345678 12345 1234567 1234567890 qwerty abc123 111111 123123 password1 1234 iloveyou
000000 1q2w3e4r qwertyuiop 123321 654321 666666 7777777 121212 987654321 1qaz2wsx qwerty123 zxcvbnm asdfghjkl
aa123456 princess dragon monkey letmein football baseball sunshine welcome shadow superman michael master
jennifer trustno1 hunter2 whatever starwars passw0rd p@ssw0rd p@ssword pa$$word passpass password123
password12 password1234 password! password1! qwertyui qwerty12 qwerty1 1qazxsw2 zaq12wsx zaq1zaq1 !qaz2wsx
1q2w3e4r5t 1q2w3e4r5t6y 1q2w3e 12qwaszx qazwsx qazwsxedc qwe123 qweasd qweasdzxc asdfgh asdf1234 1234qwer
qwer1234 abcd1234 abcdefg abcdefgh abc12345 a1b2c3d4 a123456 a12345678 1a2b3c4d 11111111 22222222 88888888
12341234 11223344 112233 123qwe 123abc 123456a 123456q 12345qwert iloveyou1 iloveyou2 loveyou lovely
football1 baseball1 basketball soccer hockey tennis jordan23 michael1 charlie1 superman1 batman123
freedom liberty america patriot trustme letmein1 welcome1 welcome123 admin123 administrator adminadmin
rootroot changeme changeit default guest guest123 test1234 testtest test123 temp1234 secret123 mypassword
newpassword nopassword passwort motdepasse contraseña senha parola wachtwoord salasana haslo
computer internet whatever1 nothing sexy666 blahblah asdasd asdasdasd qweqwe qweqweqwe zxczxc 1qaz1qaz
google facebook youtube linkedin myspace yahoo123 hotmail gmail123 samsung iphone apple123 microsoft windows
pokemon naruto minecraft fortnite starwars1 harrypotter matrix zelda mario123 gandalf mustang corvette
ferrari porsche mercedes chevy ford150 harley yamaha kawasaki
semperfi1775 usmc1775 marines1775 army1775 usarmy1775 navy1775 usnavy1775 usaf1947 airforce1947 uscg1790
`;

/** Words and names that head common passwords; each is combined with the suffixes below. */
const BASE_WORDS = `
password passw0rd p@ssword p@ssw0rd pass letmein welcome admin login master dragon monkey shadow sunshine
princess superman batman spiderman ironman football baseball basketball soccer hockey golfer tennis
hunter ranger buster tigger charlie thomas robert daniel jessica ashley michelle andrew joshua matthew
michael jennifer jordan william richard joseph christopher anthony david james john mark steven brian kevin
jason justin brandon tyler austin dallas denver boston chicago houston phoenix florida texas california
pepper ginger summer winter spring autumn cookie cheese chicken banana orange purple yellow silver golden
diamond crystal angel angels heaven jesus christ blessed faith family friends forever lovely loveme
iloveyou lover sweety sweetheart honey baby babygirl babyboy mommy daddy mother father sister brother
killer hello hello1 secret computer internet whatever trustno starwars pokemon naruto minecraft matrix
freedom liberty america patriot eagle eagles falcon falcons yankees cowboys steelers packers patriots
lakers bulls warriors redsox giants dodgers raiders broncos chelsea liverpool arsenal barcelona madrid
music guitar rockstar metal mustang camaro corvette harley jeep truck tiger tigers lion lions wolf wolves
bear bears panther panthers cobra viper phoenix thunder lightning storm rainbow flower garden ocean
maggie bailey buddy max molly daisy lucky rocky duke bella sophie chloe lucy sadie coco zoe
army navy marine marines usmc semperfi semperfidelis oorah hooah hooyah airforce usaf usarmy usnavy
coastguard uscg spaceforce nationalguard reserve soldier sailor airman guardian veteran veterans
sergeant corporal private captain colonel general major lieutenant admiral commander infantry artillery
airborne ranger rangers seal seals delta greenberet warrior warriors honor courage commitment valor
duty dutyhonor semperparatus aimhigh gonavy goarmy beatarmy beatnavy westpoint annapolis deployment
freedom1 patriot1 america1 usa freedomisnotfree godblessamerica oldglory
waypoint waypoint1 veteran1 transition career benefits mentor
`;

const SUFFIXES = [
  '',
  '1',
  '2',
  '7',
  '12',
  '13',
  '21',
  '22',
  '23',
  '69',
  '77',
  '99',
  '00',
  '01',
  '007',
  '123',
  '321',
  '1234',
  '12345',
  '123456',
  '!',
  '1!',
  '12!',
  '123!',
  '!!',
  '@',
  '@123',
  '#1',
  '$',
  '11',
  '111',
  '2020!',
  '01!',
];
const FIRST_YEAR = 1960;
const LAST_YEAR = 2026;

const LEET: Record<string, string> = { a: '@', o: '0', e: '3', i: '1', s: '$' };

function words(block: string): string[] {
  return block.split(/\s+/).filter(Boolean);
}

function keyboardWalks(): string[] {
  const rows = [
    '1234567890',
    'qwertyuiop',
    'asdfghjkl',
    'zxcvbnm',
    '0987654321',
    'poiuytrewq',
    'lkjhgfdsa',
    'mnbvcxz',
  ];
  const walks: string[] = [];
  for (const row of rows) {
    for (let length = 6; length <= row.length; length += 1) walks.push(row.slice(0, length));
    walks.push(row + row.slice(0, 3));
  }
  const columns = ['1qaz', '2wsx', '3edc', '4rfv', '5tgb', '6yhn', '7ujm', '8ik,', '9ol.', '0p;/'];
  for (let start = 0; start < columns.length; start += 1) {
    for (let count = 2; start + count <= columns.length; count += 1) {
      walks.push(columns.slice(start, start + count).join(''));
    }
  }
  return walks;
}

function digitPatterns(): string[] {
  const patterns: string[] = [];
  for (let digit = 0; digit <= 9; digit += 1) {
    for (let length = 6; length <= 12; length += 1) patterns.push(String(digit).repeat(length));
  }
  for (let start = 0; start <= 9; start += 1) {
    let up = '';
    let down = '';
    for (let step = 0; step < 12; step += 1) {
      up += String((start + step) % 10);
      down += String((start - step + 10) % 10);
      if (up.length >= 6) patterns.push(up, down);
    }
  }
  for (let a = 0; a <= 9; a += 1) {
    for (let b = 0; b <= 9; b += 1) {
      if (a === b) continue;
      const pair = `${a}${b}`;
      patterns.push(pair.repeat(4), pair.repeat(5), `${a}${a}${b}${b}`.repeat(2));
    }
  }
  return patterns;
}

/** Every combination, lower-cased, within the length rules, sorted and without duplicates. */
export function composeBreachedPasswords(): string[] {
  const all = new Set<string>();
  const add = (candidate: string) => {
    const value = candidate.toLowerCase();
    if (value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH) all.add(value);
  };
  words(TOP_PASSWORDS).forEach(add);
  keyboardWalks().forEach(add);
  digitPatterns().forEach(add);
  for (const word of words(BASE_WORDS)) {
    for (const suffix of SUFFIXES) add(word + suffix);
    for (let year = FIRST_YEAR; year <= LAST_YEAR; year += 1) add(`${word}${year}`);
    const leet = word.replace(/[aoeis]/g, (letter) => LEET[letter] ?? letter);
    if (leet !== word) for (const suffix of SUFFIXES.slice(0, 16)) add(leet + suffix);
  }
  return [...all].sort();
}

const isMain = process.argv[1] === fileURLToPath(import.meta.url);
if (isMain) {
  const entries = composeBreachedPasswords();
  const target = fileURLToPath(new URL('./breached-passwords.txt', import.meta.url));
  writeFileSync(target, `${entries.join('\n')}\n`);
  process.stdout.write(`wrote ${entries.length} entries to ${target}\n`);
}
