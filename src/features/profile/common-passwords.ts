/**
 * The 1,000 most common passwords, most common first, in lower case: the head of the list that
 * zxcvbn-ts ships (@zxcvbn-ts/language-common 4.1.3, src/passwords.json, MIT licence, Copyright (c)
 * 2012-2016 Dan Wheeler and Dropbox, Inc., (c) 2021 @zxcvbn-ts), which ranks the passwords of
 * public breach corpora by frequency. A module of its own, loaded with the change-password form
 * only (docs/product.md#account-security). Checked in lower case: 'PASSWORD1' is as common.
 */
const LIST = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball
abc123 football monkey letmein shadow master 696969 michael mustang 666666 qwertyuiop 123321
1234567890 pussy superman 1qaz2wsx 7777777 fuckyou jordan qazwsx jennifer 123qwe 000000 killer
trustno1 hunter harley zxcvbnm asdfgh buster andrew batman soccer tigger charlie robert sunshine
thomas iloveyou fuckme ranger daniel hockey george computer michelle jessica starwars asshole
pepper klaster 112233 zxcvbn freedom princess joshua maggie pass ginger 11111111 131313 fuck
amanda ashley love cheese 159753 nicole summer matthew chelsea dallas biteme matrix william
yankees 6969 taylor corvette austin access martin heather thunder merlin secret diamond hello
anthony hammer fucker 1234qwer silver gfhjkm justin patrick richard bailey internet samantha
golfer scooter test orange cookie q1w2e3r4t5 maverick jackson sparky mickey phoenix bigdog
snoopy guitar whatever chicken morgan andrea camaro mercedes peanut ferrari cowboy falcon
welcome samsung sexy steelers joseph smokey dakota melissa arsenal boomer eagles tigers marina
nascar booboo gateway porsche yellow monster spider diablo hannah bulldog junior london purple
compaq lakers iceman qwer1234 hardcore cowboys money banana ncc1701 boston brandon tennis johnny
miller q1w2e3r4 coffee scooby 123654 edward nikita mother yamaha brandy barney chester fuckoff
oliver charles player knight forever steven rangers midnight chicago bigdaddy redsox victoria
badboy angel please fender chris jasper james slayer rabbit natasha rachel bigdick marine wizard
marlboro raiders prince casper fishing flower crystal jasmine panties iwantu adidas winner
winter gandalf password1 enter ghbdtn 1q2w3e4r angela mike golden lauren cocacola jordan23
winston madison angels blowme panther sexsex bigtits spanky bitch shannon sophie johnson
asdfasdf david horny thx1138 toyota tiger murphy dick canada danielle 12344321 blowjob 8675309
jonathan liverpoo muffin cooper apples jackie dennis black qwerty123 passw0rd john abcd1234
sandra pokemon 123abc slipknot carlos qazxsw 123456a scorpion qwaszx nathan butter startrek
rainbow asdfghjkl razz redskins newyork gemini cameron qazwsxedc florida liverpool turtle
nicholas viking booger wilson sierra butthead doctor rocket 159357 victor dolphins captain
bandit jaguar packers pookie peaches 789456 asdf blue dolphin helpme tucker theman tiffany
maxwell jeremy qwertyui shithead debbie albert maddog lovers monica alex united giants nirvana
metallic hotdog rosebud mountain benjamin warrior stupid elephant suckit success bond007 jackass
bonnie alexis porn lucky jason scorpio samson q1w2e3 rush2112 azerty freddy driver willie calvin
1q2w3e4r5t sydney gators dexter red123 12345a 123456q bubba creative golf voodoo happy arthur
trouble america nissan gunner rebecca stella garfield gordon jessie bullshit parker asdfghjk
5150 fucking apollo jack 1qazxsw2 2112 eminem december legend airborne beavis august bear apple
brooklyn godzilla skippy buddy 4815162342 qwert kitten magic shelby beaver phantom fred nothing
asdasd williams xavier braves darkness blink182 travis copper tomcat platinum qweqwe girls
01012011 bigboy green power 102030 animal police 11223344 online voyager lifehack 12qwaszx fish
sniper 315475 trinity walter blazer heaven lover snowball playboy bubbles loveme hooters cricket
marvin willow donkey topgun nintendo saturn family november gabriel destiny pakistan pumpkin
digital sergey chance explorer redwings private therock runner tits 789456123 lasvegas guinness
beatles fire cassie christin qwerty1 asdf1234 celtic broncos andrey 007007 babygirl nelson
donald scott eclipse cartman fluffy louise michigan testing carolina little samuel alexande
birdie steve cherry pantera sharon gibson vampire mexico dickhead peter buffalo montana genius
beer flyers maximus school minecraft lovely stalker metallica doggie carter kristina kimberly
spencer speedy barbara snickers sabrina carmen marcus bronco yankee friends paradise lol123
dreams magnum horses cool caroline 147258369 lacrosse ou812 goober member qwertyu enigma scotty
pimpin bollocks brian cock surfer sammy genesis poohbear dave star asd123 qweasdzxc baby racing
friend hello1 hawaii eagle1 billy viper october vanessa poopoo einstein boobies stanley 12345q
walker bitches paul drowssap stephen courtney simple alaska badger action jake bill denise
jester 111222 spitfire drummer forest patricia maryjane champion diesel svetlana rock friday
kevin mark gregory pamela frank hotrod 147258 chevy anderson lucky1 douglas westside security
google badass shorty tester thumper hitman mozart general reddog boobs zaq12wsx music 010203
lizard alexander melanie a123456 ruslan 123456789a vincent eagle 1232323q sweet teresa scarface
147852 qwerty12 a12345 marshall olivia veronica porno buddha spirit frankie money1 stargate
antonio liberty natalie mercury naruto qwe123 12345qwert suzuki semperfi king popcorn spooky
marley system brittany claudia kelly scotland free kitty cherokee vikings simpsons death leslie
rascal qweasd jimmy loveyou hummer michael1 allison rocky patches russia adrian jupiter penguin
cumshot howard passion honda vfhbyf andre vladimir franklin sandman 123789 infinity homer
bastard raider passport assman sucker fantasy bulldogs 1234554321 horney domino budlight ironman
disney norman usuckballz1 softball bishop francis brutus ford redrum brooke bigred jeffrey jesus
fktrcfylh karina marines kawasaki digger ireland oksana fireman cougar college shit alicia
russell houston monday bradley cunt sarah nigger justice super wildcats tinker duncan dancer
logitech avalon swordfis everton reggie motorola alexandr molly timothy hentai pussy1 claire
patriots madonna colorado eugene ducati kermit juventus indian connor galore freeuser smooth
house titanic boogie simpson warcraft wolverin elizabet arizona saints valentin georgia asdfg
test123 accord matt baxter denver mitchell christ password123 yfnfif slut smith stinky zachary
roland naughty ncc1701d spiderma chopper brenda hello123 extreme virginia water skyline poop
zombie pearljam froggy pirate fylhtq vision 123qweasd awesome alyssa dreamer predator bullet
empire wolf charlie1 kirill 123123a people penis elvis panthers skipper nemesis peekaboo rasdzv3
simon alison rolltide american cardinal arnold chevelle daddy psycho happy1 danger mookie wanker
manutd 9379992 tommy hobbes vegeta goblue 852456 burton fyfcnfcbz picard 159951 bobby windows
loverboy lovelove vfrcbv victory 123654789 bambam turkey serega tweety hiphop galina changeme
rooster polina berlin suckme taurus electric ronald avatar 134679 mine raptor alpha1 maksim
spring brazil eric bigcock newport hard kenneth hendrix madmax england a1b2c3 alpha sublime
britney france darkside bigman hercules lawrence wolfpack classic letmein1 lincoln ronaldo
741852963 spiderman 1q2w3e blizzard cheyenne 123456789q wombat bubba1 tiger1 cjkysirj raymond
brother kristen pandora devils zxc123 simone holiday wildcat horse kramer 12312 147852369 buddy1
sterling caesar alabama carrie bondage basketball sports pussycat pickle catch22 leather shaggy
a1b2c3d4 chronic flowers qaz123 qqq111 robbie admin gracie amber freepass airplane perfect
kodiak billybob katana sunset crazy good stingray maria anna snowman phpbb angel1 chocolat
zeppelin garcia detroit wolves pontiac candy firebird vagina gundam panzer outlaw time pretty
fisher connie honey business trevor redhead hardon greenday tarheels 01011980 nastya hellfire
cobra
`;

export const commonPasswords: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
