// Clues written by us for the answers that fill most Minis and Midis: docs/DATA.md, Crosswords written clues.
// Range: abbey to limps of the Mini answers. Each clue was written for this site; none is taken from another publication.
import 'server-only';

/** `answer|straight clue|harder clue`, one answer a line, sorted by answer. Server only: the answers are the solution. */
export const WRITTEN_CLUES_LESS_COMMON_ABBEY_TO_LIMPS = `
abbey|Monastery|Westminster ___
abbot|Head monk|Leader of a monastery
abet|Help in a crime|Aid and ___
abets|Helps a crook|Eggs on, in wrongdoing
abhor|Detest|Find utterly repugnant
ably|Competently|With skill
abode|Dwelling|Humble ___
abyss|Chasm|Bottomless pit
acids|Sour substances|Bases' opposites
acres|Land units|Farm measurements
addup|Total|Make sense, as a story
adept|Skilled|Highly proficient
ado|Fuss|Much ___ About Nothing
adore|Love dearly|Think the world of
afar|At a distance|Admired from ___
aged|Elderly|Matured, like fine cheese
agile|Nimble|Quick on one's feet
aide|Assistant|Teacher's ___
airs|Snobbish manners|Puts on ___ (acts superior)
aisle|Theater passage|Walk down the ___
alibi|Suspect's excuse|Airtight ___
alley|Narrow lane|Bowling ___
aloof|Distant|Standoffish
amass|Pile up|___ a fortune
amble|Stroll|Walk leisurely
amiss|Wrong|Something's ___
amps|Guitar speakers|Current units, briefly
angst|Anxiety|Teenage dread
ant|Picnic pest|Colony insect
antic|Playful prank|Clownish caper
ants|Picnic pests|Colony insects
aorta|Main artery|Vessel leaving the heart
ape|Gorilla|Mimic
apes|Gorillas|Mimics
apex|Peak|___ predator
apron|Kitchen cover-up|Stage area in front of the curtain
aroma|Scent|___therapy
ashen|Pale|Gray as cinders
atbay|Keep ___ (fend off)|Cornered, as a hunted stag
atone|Make amends|Do penance
audit|Books check|IRS review
aunts|Parents' sisters|Uncles' wives
auto|Car|Vehicle, for short
autos|Cars|Vehicles on a lot
avert|Prevent|___ one's eyes
awe|Wonder|Shock and ___
awed|Amazed|Filled with wonder
awry|Askew|Go ___ (fail)
axes|Hatchets|Lumberjack tools
axle|Wheel rod|___ grease
axles|Wheel rods|Car shafts
babe|Infant|___ in the woods
babes|Infants|Innocents
bacon|Breakfast strip|Bring home the ___
baggy|Loose-fitting|Like sagging trousers
bait|Lure|___ and switch
baits|Lures|Taunts
baked|Cooked in an oven|Half-___ (poorly thought out)
bald|Hairless|___ eagle
bale|Hay bundle|Cotton bundle
bales|Hay bundles|Wrapped cotton bundles
bandy|Toss about|___ words (argue)
bans|Forbids|Prohibitions
barbs|Cutting remarks|Points on fishhooks
barks|Woofs|Tree coverings
basin|Sink|River's drainage area
bask|Sunbathe|___ in the glory
basks|Sunbathes|Revels (in)
baste|Moisten a turkey|Sew loosely
baton|Conductor's stick|___ Rouge, Louisiana
bawdy|Racy|Ribald
bayed|Howled|Barked like a hound
bead|Necklace bit|Draw a ___ on
beech|Hardwood tree|Smooth-barked tree
beefy|Brawny|Muscular
befit|Suit|Be appropriate for
belch|Burp|Spew forth, as smoke
belie|Contradict|Give a false idea of
berry|Small juicy fruit|Goji or acai, e.g.
berth|Bunk|Give a wide ___
bide|Wait|___ one's time
bides|Waits|Stays patiently
bile|Gall|Bitterness
bins|Storage containers|Recycling ___
blab|Tattle|Spill secrets
blabs|Tattles|Spills the beans
bland|Dull|Flavorless
blare|Blast|Loud noise
bleak|Grim|Desolate
bleat|Sheep's cry|Baa
blobs|Shapeless masses|Drops of paint
bloc|Voting group|Eastern ___
blocs|Voting groups|Political alliances
blond|Fair-haired|Platinum ___
blown|___ away (amazed)|Wasted, as a chance
blunt|Frank|___ instrument
blurs|Smudges|Makes fuzzy
blurt|Spill out|___ out (say suddenly)
bobs|Short haircuts|___ and weaves
bode|Portend|___ well (augur good things)
bogs|Marshes|___ down (slows)
bolts|Dashes off|Nuts and ___
bony|Skinny|Gaunt and angular
boo|Hiss|Peek-a-___
booed|Jeered|Hissed at
booms|Loud blasts|Sonic ___
boon|Blessing|___ companion
boons|Blessings|Godsends
boos|Jeers|Catcalls
booth|Kiosk|Voting ___
booze|Liquor|Hard drink
bored|Uninterested|___ to tears
born|Delivered|___ and raised
bosom|Chest|___ buddy
bough|Branch|When the ___ breaks
boxer|Pugilist|___ shorts
brace|Support|___ yourself
brag|Boast|Not to ___, but...
brags|Boasts|Shows off
brash|Bold|Impudent
bred|Raised|Well-___ (polite)
bribe|Payoff|Grease a palm
bride|Woman getting married|Blushing ___
brim|Hat edge|Fill to the ___
brims|Hat edges|Is full
brink|Edge|On the ___ of war
brisk|Quick|Take a ___ walk
broil|Grill|Cook under direct heat
broke|Penniless|If it ain't ___, don't fix it
brook|Stream|___ no opposition
broom|Sweeper|Witch's ride
brute|Beast|___ force
bucks|Male deer|Dollars
budge|Move|Won't ___ an inch
buds|Sprouts|Taste ___
buff|Fan|Film ___
buggy|Carriage|Baby ___
bugle|Horn|Reveille instrument
bugs|Insects|Glitches
built|Constructed|Muscular
bulbs|Light ___|Tulips-to-be
bulge|Swelling|Battle of the ___
bulks|Swells (up)|___ large (looms)
bulky|Cumbersome|Hefty
bulls|Male cattle|Stock market optimists
bully|Intimidate|___ pulpit
bumps|Swellings|Goose ___
bums|Cadges|___ a ride (begs one)
burly|Husky|Brawny
burnt|Charred|___ orange
burr|Prickly seed|___ under one's saddle
burrs|Prickly seeds|Rough metal edges
buses|School vehicles|Clears tables
bushy|Thick|___-tailed
busts|Sculptures|Police raids
buyit|Believe the story|Die, informally
buyup|Purchase all of|Corner, as a market
cab|Taxi|Hail a ___
cabs|Taxis|Yellow city cars
cache|Hidden stash|Secret supply
cagey|Evasive|Shrewd and wary
cakes|Bakery treats|Crab ___
calms|Soothes|___ down
cans|Tins|Fires from a job
cape|Cloak|___ Cod
caped|Wearing a cloak|Like Batman
caper|Heist|Pickled bud
capes|Cloaks|Headlands
cargo|Freight|___ pants
carts|Wagons|Golf ___
caves|Grottoes|Gives in
caw|Crow's cry|Sound from a rook
cawed|Cried like a crow|Made a raven's call
caws|Crows' cries|Rook sounds
chafe|Rub|___ at (resent)
chaff|Husks|Separate the wheat from the ___
champ|Winner|Title holder, for short
chats|Talks|Online conversations
chic|Stylish|Shabby ___
chick|Baby bird|Fluffy farmyard youngster
chide|Scold|Rebuke
chirp|Tweet|Songbird's sound
chops|Hacks|Karate ___
chug|Gulp|Puff, as a train
chugs|Gulps|Puffs along
churn|Butter maker|Stir vigorously
chute|Slide|Laundry ___
cinch|Snap|Piece of cake
civic|Municipal|___ duty
clam|Shellfish|___ up (stop talking)
clan|Family|Scottish kin group
clang|Ring loudly|Metallic crash
clans|Families|Tribes
claps|Applauds|Thunder sounds
clasp|Buckle|___ hands
claw|Talon|Scratch
claws|Talons|Crab pincers
cleft|Split|___ chin
clink|Tinkle|Glass's sound
clips|Cuts|Fasteners
cloak|Cape|___ and dagger
clod|Oaf|Dirt clump
clods|Oafs|Dirt clumps
clogs|Wooden shoes|Blocks
clot|Lump|Blood ___
clots|Lumps|Coagulates
clown|Buffoon|Class ___
cluck|Hen's sound|Sound of disapproval
coals|Embers|Haul over the ___
coax|Persuade|Wheedle
cocky|Arrogant|Overconfident
coil|Spiral|Loop
coils|Spirals|Loops
colt|Young horse|Young male horse
colts|Young horses|Indianapolis NFL team
coma|Unconscious state|Prolonged unconsciousness
comas|Unconscious states|Long periods of unconsciousness
combs|Hair tools|Searches thoroughly
comet|Halley's ___|Tailed celestial body
cons|Disadvantages|Pros and ___
coop|Hen house|Fly the ___
coops|Hen houses|Chicken enclosures
coral|Reef material|___ snake
cord|Rope|Spinal ___
corns|Foot ailments|Kernels
corps|Military unit|Peace ___
couch|Sofa|___ potato
could|Was able to|Might
coup|Overthrow|___ d'etat
coups|Overthrows|Triumphs
cove|Inlet|Small bay
coves|Inlets|Small bays
covet|Crave|Desire enviously
cower|Cringe|Recoil in fear
crag|Cliff|Rocky outcrop
cram|Stuff|Study hard at the last minute
crams|Stuffs|Studies hard at the last minute
crane|Stork-like bird|___ one's neck
crate|Box|Shipping container
craze|Fad|Trend
crib|Cot|___ sheet
cribs|Cots|Baby beds
crony|Pal|Buddy
crook|Thief|By hook or by ___
croon|Sing softly|Serenade
crows|Raucous black birds|Boasts
crust|Pie shell|Upper ___
cubes|Dice|Ice ___
cuff|Sleeve end|Off the ___
cuffs|Sleeve ends|Shackles
cults|Sects|Devoted followings
cur|Mutt|Mongrel
curbs|Restrains|Sidewalk edges
curio|Knick-knack|Collectible
cutup|Prankster|Joker
cyst|Sac|Growth
cysts|Sacs|Growths
dab|Pat|A ___ hand (expert)
dabs|Pats|Small amounts
dad|Father|___ joke
daddy|Father|___ longlegs
dads|Fathers|Pas
daisy|White-petaled flower|Fresh as a ___
dame|Lady|Female counterpart of a knight
dames|Ladies|Knighted women
dank|Damp|Musty
darn|Mend|___ tootin'
darns|Mends|Sews up
dart|Dash|Bull's-eye projectile
daunt|Intimidate|Discourage
days|Calendar units|Dog ___ of summer
dazed|Stunned|___ and confused
dears|Sweethearts|Loved ones
decry|Denounce|Criticize
defer|Postpone|___ to (yield to)
deign|Condescend|Lower oneself
delve|Dig|___ into (explore)
demon|Devil|Speed ___
dent|Ding|Make a ___ in
dents|Dings|Hollows
dials|Phones|Clock faces
digin|Start eating|Entrench oneself
dime|Ten cents|___ a dozen
dines|Eats|Has supper
dingy|Dirty|Drab
dips|Salsa and queso|Swims briefly
ditty|Short song|Simple tune
dived|Plunged|Plummeted
dives|Plunges|Seedy bars
dizzy|Lightheaded|___ spell
dock|Pier|Cut, as pay
docks|Piers|Cuts, as wages
doin|Wear out|Kill off, slangily
doll|Toy figure|Rag ___
dolls|Toy figures|Guys and ___
dons|Puts on|Oxford teachers
dope|Dummy|Inside info
doped|Drugged|Sedated
dopes|Dummies|Sedates
dosed|Medicated|Gave medicine to
doses|Amounts of medicine|Prescribed quantities
dough|Unbaked bread|Money, slangily
dove|Peace symbol|Plunged
doves|Peace symbols|Cooing birds
downs|Gulps|Ups and ___
doze|Nap|___ off
dozed|Napped|Nodded off
dozes|Naps|Nods off
drab|Dull|Dreary
drape|Curtain|Hang loosely
drawl|Slow speech|Lazy Southern way of talking
drawn|Sketched|Haggard and tired-looking
dregs|Sediment|Last drops
dried|Dehydrated|Wiped
drone|Hum|Unmanned aircraft
dross|Waste|Refuse
drums|Percussion|Steel ___
dryup|Evaporate|Run out
dub|Nickname|Add a soundtrack
dubs|Nicknames|Adds a soundtrack
duct|Tube|Air ___
duel|Fight one-on-one|Pistols at dawn
duels|Fights one-on-one|Contests between two rivals
dully|Drearily|Boringly
dune|Sand hill|___ buggy
dunes|Sand hills|Desert mounds
dung|Manure|___ beetle
dungs|SKIP|SKIP
dupe|Fool|Trick
duped|Fooled|Tricked
dupes|Fools|Tricks
dusk|Twilight|From dawn till ___
dusky|Dim|Shadowy
dwarf|Make look tiny|___ planet, like Pluto
dying|Expiring|Very eager (to)
easel|Painter's stand|Canvas holder
ebb|Recede|___ and flow
ebbed|Receded|Declined
ebbs|Recedes|Declines
ebony|Black|"___ and Ivory"
eddy|Whirlpool|Swirl
edgy|Nervous|Daringly unconventional
eggs|Omelet ingredients|Urges (on)
eject|Expel|___ button
elude|Escape|Dodge
emits|Gives off|Releases
endow|Fund|Bestow
endup|Wind up|Land, eventually
epics|Sagas|Heroic poems
erode|Wear away|Eat away at
erred|Made a mistake|Blundered
errs|Makes a mistake|Slips up
ethos|Values|Spirit
evade|Dodge|___ the question
eve|Night before|New Year's ___
exalt|Praise|Glorify
excel|Shine|___ at (be great in)
exile|Banish|Napoleon's fate on Elba
exits|Leaves|Ways out
expel|Kick out|Eject
exude|Ooze|___ confidence
eyes|Looks at|Peepers
facet|Aspect|Cut side of a gem
fairs|Carnivals|County ___
faked|Feigned|Pretended
famed|Renowned|Celebrated
fared|Got along|Managed
fares|Ticket prices|Taxi charges
fats|Lipids|Oils
fawn|Baby deer|Grovel
faze|Daunt|Unsettle
fazes|Daunts|Unsettles
feast|Banquet|___ or famine
feats|Accomplishments|___ of strength
feign|Pretend|___ illness
feint|Fake move|Fencer's decoy
fells|Cuts down|Knocks down
ferry|Boat|Transport across water
feted|Honored|Celebrated
fetid|Stinky|Foul-smelling
fiend|Demon|Fitness ___
fiery|Hot|Passionate
filly|Young female horse|Female foal
fitin|Belong|Conform
flail|Thrash|Flounder
flair|Talent|___ for the dramatic
flare|Signal light|Blaze
flask|Bottle|Hip ___
flats|Apartments|Ballet ___
flaws|Defects|Imperfections
fleck|Speck|Spot
flex|Tense|___ one's muscles
flick|Flip|Movie
flint|Spark source|Hard stone
flips|Tosses|Somersaults
flirt|Toy with|Coquette
flit|Dart|Flutter
flits|Darts|Flutters
flog|Whip|___ a dead horse
flogs|Whips|Sells, in British slang
flop|Failure|Box-office ___
flops|Failures|Falls heavily
flout|Defy|Disregard
flu|Winter bug|___ shot
fluff|Fuzz|___ piece
foams|Lathers|Froths
foils|Thwarts|Fencing swords
folds|Creases|Gives up
folks|People|That's all, ___!
folly|Foolishness|Madness
foots|Pays|___ the bill
forge|Smithy|Counterfeit
forgo|Give up|Do without
forte|Strength|Loudly, in music
fouls|Infractions|Personal ___
fox|Sly animal|Crazy like a ___
foxes|Sly animals|Outwits
foyer|Entryway|Lobby
frail|Weak|Delicate
franc|Swiss money|Old French coin
fret|Worry|Guitar ridge
frets|Worries|Guitar ridges
frost|Ice|Jack ___
froth|Foam|Bubbles
fuels|Gas and oil|Fossil ___
fumes|Vapors|Rages
furl|Roll up|Fold
furls|Rolls up|Folds
fuses|Melts together|Circuit protectors
gags|Jokes|Running ___
gaily|Merrily|Cheerfully
gait|Stride|Horse's trot, e.g.
gaits|Strides|Trots and canters
gal|Girl, informally|Guy's counterpart
gals|Girls, informally|Guys' counterparts
gamut|Range|Run the ___
gape|Stare|Be wide open
gapes|Stares|Is wide open
garb|Clothing|Outfit
gash|Cut|Slash
gaudy|Flashy|Tacky
gauge|Measure|Rain ___
gawk|Stare|Rubberneck
gawks|Stares|Rubbernecks
gears|Cogs|Switch ___
gee|Wow|Golly
gees|Horse commands to turn right|G-forces
gem|Jewel|Hidden ___
genie|Lamp dweller|Let the ___ out of the bottle
genii|Lamp dwellers|Wish granters
genus|Taxonomic rank|Homo, for humans
germ|Microbe|Seed, as of an idea
getat|Reach|Hint at
getby|Manage|Make do
getit|Understand|Now I ___!
ghoul|Graveyard fiend|Morbid creature
gigs|Jobs|Performances
gild|Gold-plate|___ the lily
gilds|Gold-plates|Embellishes
gilt|Golden|Gold-plated
gland|Thyroid, e.g.|Secreting organ
glee|Joy|___ club
glide|Coast|Soar
glint|Gleam|Sparkle
gloat|Crow|Smugly relish
globe|World|Snow ___
glum|Sad|Gloomy
glut|Surplus|Excess
gluts|Surpluses|Excesses
gnash|Grind, as teeth|Grit
gnaw|Chew|___ at (trouble)
gnaws|Chews|Nibbles
goad|Prod|Urge
goads|Prods|Urges
goats|Bearded farm animals|Billies and nannies
gofar|Succeed big|Have a bright future
gofor|Try to get|Choose
goner|Dead duck|Doomed one
gorge|Ravine|Stuff oneself
gory|Bloody|Grisly
gout|Painful joint disease|Big-toe inflammation
gowns|Dresses|Ball ___
grate|Grind|Irritate
graze|Scrape|Feed
grimy|Dirty|Grubby
gripe|Complaint|___ session
groin|Hip-thigh junction|Pulled muscle site
groom|Bride's partner|Brush, as a horse
growl|Snarl|Grumble
grown|Adult|___-up
grub|Larva|Food
grubs|Digs|Larvae
gruff|Surly|Rough
gulfs|Bays|Chasms
gull|Seabird|Dupe
gulls|Seabirds|Dupes
gully|Ditch|Water-worn ravine
gulps|Swallows|Gasps
gummy|Sticky|___ bears
gums|Teeth holders|Chewing ___
gush|Spurt|Rave
gust|Blast|___ of wind
gusts|Blasts|Bursts
guts|Bravery|No ___, no glory
gym|Fitness center|___ rat
gyms|Fitness centers|Workout spots
halo|Aura|___ effect
hams|Overactors|Cured meats
harp|Angel's instrument|Nag (on)
harps|Angels' instruments|Nags (on)
harry|Harass|Pester
hatch|Trapdoor|Escape ___
haven|Refuge|Safe ___
hawk|Bird of prey|Peddle
hawks|Birds of prey|Peddles
hazel|Brownish|Nut tree
hedge|Shrub row|___ fund
hefty|Heavy|___ price tag
held|Gripped|Hosted
helm|Steering wheel|At the ___
helms|Steering wheels|Commands
hem|Edge|___ and haw
hemin|Surround|Trap
hems|Edges|Borders
herb|Basil, e.g.|___ garden
herbs|Basil and sage, e.g.|Seasonings
hike|Trek|Raise
hiked|Trekked|Raised
hikes|Treks|Price ___
hilt|Sword handle|To the ___ (completely)
hilts|Sword handles|Grips
hints|Clues|Drop ___
hired|Employed|Took on
hitch|Snag|Without a ___
hive|Bee home|___ mind
hock|Pawn|In ___ (pawned)
hocks|Pawns|Horses' ankle joints
hoe|Garden tool|Tough row to ___
hogs|Pigs|Monopolizes
hoist|Lift|___ the sails
hood|Engine cover|Parka top
hoods|Engine covers|Gangsters
hoop|Ring|Hula ___
hoot|Owl's cry|Don't give a ___
hoots|Owl cries|Riots
hound|Dog|Basset ___
hue|Color|___ and cry
hulk|Giant|Wreck
hulks|Giants|Wrecks
hums|Drones|Buzzes
hunts|Searches|Treasure ___
hush|Quiet|___ puppy
husky|Hoarse|Sled dog
icy|Frozen|___ stare
idler|Loafer|Slacker
idol|Star|American ___
idols|Stars|Teen ___
ifnot|Otherwise|Or else
ilk|Kind|Of that ___
imp|Rascal|Mischievous sprite
impel|Drive|Urge
imps|Rascals|Mischievous sprites
inall|Altogether|In total
inept|Clumsy|Incompetent
inert|Lifeless|___ gas
infor|Destined for|In line for
inks|Signs|Pens
inlay|Decorative insert|Dental filling
inlet|Cove|Narrow arm of the sea
inn|Hotel|Wayside lodging
inns|Hotels|Lodges
irons|Presses|Too many ___ in the fire
isle|Island|Man or Wight
ivies|Climbing plants|Vines
ivy|Vine|___ League
jab|Poke|Punch
jabs|Pokes|Punches
jade|Green stone|Tire
jaded|Weary|Cynical
jades|Green stones|Tires
jails|Prisons|Locks up
jams|Preserves|Traffic snarls
jar|Jolt|Cookie ___
jars|Jolts|Jugs
jeer|Mock|Boo
jeers|Mocks|Raspberries
jests|Jokes|Quips
jets|Planes|Jumbo ___
jewel|Gem|Crown ___
jibes|Taunts|Agrees (with)
jig|Irish dance|The ___ is up
jigs|Irish dances|Lively folk dances
jilt|Dump|Leave at the altar, say
jilts|Dumps|Rejects
jog|Run|___ one's memory
jogs|Runs|Nudges
joked|Kidded|Jested
jolt|Shock|Jar
jolts|Shocks|Jars
jot|Note|___ down
jots|Notes|Iotas
jug|Pitcher|___ band
jugs|Pitchers|Jars
juicy|Succulent|Scandalous
jumpy|Nervous|Jittery
junks|Scraps|Chinese sailing ships
khaki|Tan|Cotton twill
kinda|Sort of|Somewhat, informally
kits|Sets|First-aid ___
knack|Gift|Have a ___ for
knead|Work dough|Massage
knit|Make a sweater|Close-___
knits|Makes a scarf|Furrows, as brows
knoll|Mound|Grassy ___
knots|Ties|Speed units at sea
labs|Retrievers, for short|Science rooms
lace|Shoestring|Delicate fabric
laden|Loaded|Burdened
lads|Boys|Youths
laid|Placed|___-back
lair|Den|Hideout
lairs|Dens|Hideouts
lakes|Great ___|Superior and Erie
lamb|Young sheep|Mary had a little ___
lance|Spear|Pierce
lanky|Tall and thin|Gangly
lash|Whip|Eye hair
lasts|Endures|Shoe forms
lax|Slack|Loose
leaks|Drips|Disclosures
lease|Rent|New ___ on life
leash|Tether|On a short ___
ledge|Shelf|Sill
leer|Ogle|Nasty sidelong look
leers|Ogles|Sly looks
leton|Reveal|Admit
lever|Bar|Pry
levy|Tax|Impose, as a tax
liar|Fibber|Pinocchio, notably
liars|Fibbers|Pants-on-fire types
lilac|Pale purple|Fragrant shrub
lilt|Rhythm|Cadence
lilts|Rhythms|Cadences
limbo|Uncertainty|Dance under a pole
limps|Hobbles|Walks lamely
`;
