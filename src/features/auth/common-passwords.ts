/**
 * Passwords that appear at the top of every leaked-password list (and their obvious Japanese-site
 * variants). Compared after lower-casing; a password made of one repeated character or a plain
 * keyboard/digit run is refused by pattern in auth.schemas.ts as well.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  "password", "password1", "password12", "password123", "password1234", "passw0rd", "p@ssw0rd", "p@ssword",
  "12345678", "123456789", "1234567890", "0123456789", "87654321", "11111111", "00000000", "12341234",
  "123123123", "11223344", "12121212", "112233445566", "1qaz2wsx", "1q2w3e4r", "1q2w3e4r5t", "zaq12wsx",
  "qwertyui", "qwertyuiop", "qwerty123", "qwerty12", "asdfghjk", "asdfghjkl", "zxcvbnm1", "zxcvbnma",
  "abcdefgh", "abcd1234", "abc12345", "abc123456", "a1b2c3d4", "aa123456", "iloveyou", "iloveyou1",
  "sunshine", "princess", "football", "baseball", "superman", "batman123", "starwars", "trustno1",
  "welcome1", "welcome123", "letmein1", "letmein123", "admin123", "administrator", "changeme", "default1",
  "master12", "monkey123", "dragon12", "shadow12", "michael1", "jennifer", "computer", "internet",
  "whatever", "secret12", "test1234", "testtest", "guest123", "login123", "loveyou1", "hello123",
  "charlie1", "mustang1", "jordan23", "liverpool", "chelsea1", "arsenal1", "pokemon1", "naruto12",
  "doraemon", "pikachu1", "sakura12", "tokyo123", "japan123", "nippon12", "ohayou12", "arigatou",
  "daisuki1", "kakehashi", "kakehashi1", "kakehashi123", "freelance", "freelance1", "engineer",
  "engineer1", "developer", "programmer", "qazwsxedc", "1qazxsw2", "q1w2e3r4", "q1w2e3r4t5",
  "passpass", "password!", "password@", "pa$$word", "pa55word", "p4ssw0rd", "mypassword", "yourpassword",
]);
