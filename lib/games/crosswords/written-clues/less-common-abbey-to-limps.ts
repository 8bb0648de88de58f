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
acids|Lemon juice and vinegar|Corrosive liquids in a lab
acres|Land units|Farm measurements
addup|Make sense|Total, as figures
adept|Skilled|Highly proficient
ado|Fuss|Much ___ About Nothing
adore|Love dearly|Worship
afar|Distant|From ___ (at a distance)
aged|Elderly|Matured, like fine cheese
agile|Nimble|Quick on one's feet
aide|Assistant|Senator's staffer
airs|Snobbish manners|Puts on ___ (acts superior)
aisle|Pew passage|Grocery store lane
alibi|Suspect's excuse|"I was elsewhere" claim
alley|Narrow lane|Bowling ___
aloof|Distant|Standoffish
amass|Pile up|Accumulate, as wealth
amble|Stroll|Walk leisurely
amiss|Wrong|Out of order
amps|Guitar speakers|Current units, briefly
angst|Anxiety|Teenage dread
ant|Picnic pest|Colony insect
antic|Playful prank|Clownish caper
ants|Picnic pests|Colony insects
aorta|Main artery|Vessel leaving the heart
ape|Gorilla|Mimic
apes|Gorillas|Mimics
apex|Peak|Highest point
apron|Kitchen cover-up|Stage area in front of the curtain
aroma|Scent|Coffee's appeal
ashen|Pale|Gray as cinders
atbay|Kept away|Held ___ (fended off)
atone|Make amends|Do penance
audit|Books check|IRS review
aunts|Parents' sisters|Uncles' wives
auto|Car|Vehicle, for short
autos|Cars|Vehicles on a lot
avert|Prevent|Turn away, as eyes
awe|Wonder|Fill with amazement
awed|Amazed|Filled with wonder
awry|Askew|Off course
axes|Hatchets|Lumberjack tools
axle|Wheel rod|Shaft between wheels
axles|Wheel rods|Car shafts
babe|Infant|___ in the woods
babes|Infants|Innocents
bacon|Breakfast strip|Bring home the ___
baggy|Loose-fitting|Like sagging trousers
bait|Lure|Worm on a hook
baits|Lures|Taunts
baked|Cooked in an oven|Like many potatoes
bald|Hairless|Without tread, as tires
bale|Hay bundle|Cotton bundle
bales|Hay bundles|Wrapped cotton bundles
bandy|Toss about|Exchange, as words
bans|Forbids|Prohibitions
barbs|Cutting remarks|Hooks on fishhooks
barks|Woofs|Tree coverings
basin|Sink|River's drainage area
bask|Sunbathe|Revel (in)
basks|Sunbathes|Revels (in)
baste|Moisten a turkey|Sew loosely
baton|Conductor's stick|Relay race item
bawdy|Racy|Ribald
bayed|Howled|Barked like a hound
bead|Necklace bit|Drop of sweat
beech|Hardwood tree|Smooth-barked tree
beefy|Brawny|Muscular
befit|Suit|Be appropriate for
belch|Burp|Spew forth, as smoke
belie|Contradict|Give a false idea of
berry|Small juicy fruit|Goji or acai, e.g.
berth|Bunk|Ship's mooring
bide|Wait|___ one's time
bides|Waits|Stays patiently
bile|Gall|Bitterness
bins|Storage containers|Recycling receptacles
blab|Tattle|Spill secrets
blabs|Tattles|Spills the beans
bland|Dull|Flavorless
blare|Blast|Loud noise
bleak|Grim|Desolate
bleat|Sheep's cry|Baa
blobs|Shapeless masses|Drops of paint
bloc|Voting group|Political alliance
blocs|Voting groups|Political alliances
blond|Fair-haired|Light, as hair
blown|Puffed|Wasted, as a chance
blunt|Frank|Not sharp
blurs|Smudges|Makes fuzzy
blurt|Spill out|Say without thinking
bobs|Short haircuts|Floats up and down
bode|Portend|___ well (augur good things)
bogs|Marshes|Swamps
bolts|Dashes off|Nuts' partners
bony|Skinny|Gaunt and angular
boo|Hiss|Jeer
booed|Jeered|Hissed at
booms|Loud blasts|Sail spars
boon|Blessing|Windfall
boons|Blessings|Godsends
boos|Jeers|Catcalls
booth|Kiosk|Voting ___
booze|Liquor|Hard drink
bored|Uninterested|Drilled
born|Delivered|Natural, as a leader
bosom|Chest|___ buddy
bough|Branch|Tree limb
boxer|Pugilist|Ali, notably
brace|Support|Steel oneself
brag|Boast|Show off
brags|Boasts|Shows off
brash|Bold|Impudent
bred|Raised|Reared
bribe|Payoff|Grease a palm
bride|June honoree|Wedding figure
brim|Hat edge|Fill to the ___
brims|Hat edges|Is full
brink|Edge|Verge
brisk|Quick|Chilly, as wind
broil|Grill|Cook under direct heat
broke|Penniless|Shattered
brook|Stream|Tolerate
broom|Sweeper|Witch's ride
brute|Beast|Savage
bucks|Male deer|Dollars
budge|Move|Yield a bit
buds|Sprouts|Pals
buff|Fan|Polish
buggy|Carriage|Full of glitches
bugle|Horn|Reveille instrument
bugs|Insects|Glitches
built|Constructed|Muscular
bulbs|Light sources|Tulips-to-be
bulge|Swelling|Protrude
bulks|Masses|___ up (gains muscle)
bulky|Cumbersome|Hefty
bulls|Male cattle|Stock market optimists
bully|Intimidate|Schoolyard tormentor
bumps|Bruises|Jostles
bums|Loafers|Moochers
burly|Husky|Brawny
burnt|Charred|Scorched, as toast
burr|Prickly seed|Rough edge on metal
burrs|Prickly seeds|Rough metal edges
buses|School vehicles|Clears tables
bushy|Thick|Shaggy, as eyebrows
busts|Sculptures|Police raids
buyit|Believe the story|Die, informally
buyup|Purchase all of|Corner, as a market
cab|Taxi|Hack
cabs|Taxis|Yellow city cars
cache|Hidden stash|Secret supply
cagey|Evasive|Shrewd and wary
cakes|Bakery treats|Layered desserts
calms|Soothes|Quiets
cans|Tins|Fires from a job
cape|Cloak|Cod or Horn
caped|Wearing a cloak|Like Batman
caper|Heist|Pickled bud
capes|Cloaks|Headlands
cargo|Freight|Ship's load
carts|Wagons|Hauls
caves|Grottoes|Gives in
caw|Crow's cry|Sound from a rook
cawed|Cried like a crow|Made a raven's call
caws|Crows' cries|Rook sounds
chafe|Rub|Irritate
chaff|Husks|Separate the wheat from the ___
champ|Winner|Title holder, for short
chats|Talks|Online conversations
chic|Stylish|Fashionable
chick|Baby bird|Hatchling
chide|Scold|Rebuke
chirp|Tweet|Songbird's sound
chops|Hacks|Lamb cuts
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
clasp|Buckle|Grip
claw|Talon|Scratch
claws|Talons|Crab pincers
cleft|Split|Chin dimple
clink|Tinkle|Glass's sound
clips|Cuts|Fasteners
cloak|Cape|Hide
clod|Oaf|Dirt clump
clods|Oafs|Dirt clumps
clogs|Wooden shoes|Blocks
clot|Lump|Coagulate
clots|Lumps|Coagulates
clown|Buffoon|Circus performer
cluck|Hen's sound|Sound of disapproval
coals|Embers|Barbecue fuel
coax|Persuade|Wheedle
cocky|Arrogant|Overconfident
coil|Spiral|Loop
coils|Spirals|Loops
colt|Young horse|Foal
colts|Young horses|Indianapolis NFL team
coma|Unconscious state|Prolonged unconsciousness
comas|Unconscious states|Long periods of unconsciousness
combs|Hair tools|Searches thoroughly
comet|Halley's ___|Tailed celestial body
cons|Disadvantages|Pros and ___
coop|Hen house|Chicken enclosure
coops|Hen houses|Chicken enclosures
coral|Reef material|Pinkish-orange
cord|Rope|Cable
corns|Foot ailments|Kernels
corps|Military unit|Peace ___
couch|Sofa|Phrase carefully
could|Was able to|Might
coup|Overthrow|Brilliant success
coups|Overthrows|Triumphs
cove|Inlet|Small bay
coves|Inlets|Small bays
covet|Crave|Desire enviously
cower|Cringe|Recoil in fear
crag|Cliff|Rocky outcrop
cram|Stuff|Study hard at the last minute
crams|Stuffs|Studies hard at the last minute
crane|Stork-like bird|Construction lifter
crate|Box|Shipping container
craze|Fad|Trend
crib|Cot|Baby bed
cribs|Cots|Baby beds
crony|Pal|Buddy
crook|Thief|Shepherd's staff
croon|Sing softly|Serenade
crows|Blackbirds|Boasts
crust|Pie shell|Earth's outer layer
cubes|Dice|Ice ___
cuff|Sleeve end|Shackle
cuffs|Sleeve ends|Shackles
cults|Sects|Devoted followings
cur|Mutt|Mongrel
curbs|Restrains|Sidewalk edges
curio|Knick-knack|Collectible
cutup|Prankster|Joker
cyst|Sac|Growth
cysts|Sacs|Growths
dab|Pat|Small amount
dabs|Pats|Small amounts
dad|Father|Pa
daddy|Father|Papa
dads|Fathers|Pas
daisy|Flower|Fresh as a ___
dame|Lady|Knight's equivalent
dames|Ladies|Knighted women
dank|Damp|Musty
darn|Mend|Sew up
darns|Mends|Sews up
dart|Dash|Bull's-eye projectile
daunt|Intimidate|Discourage
days|Week parts|Dog ___ of summer
dazed|Stunned|Confused
dears|Sweethearts|Loved ones
decry|Denounce|Criticize
defer|Postpone|Yield
deign|Condescend|Lower oneself
delve|Dig|Probe
demon|Devil|Fiend
dent|Ding|Small hollow in a fender
dents|Dings|Hollows
dials|Phones|Clock faces
digin|Start eating|Entrench oneself
dime|Ten cents|Coin
dines|Eats|Has a meal
dingy|Dirty|Drab
dips|Chip toppers|Swims briefly
ditty|Short song|Simple tune
dived|Plunged|Plummeted
dives|Plunges|Seedy bars
dizzy|Lightheaded|Giddy
dock|Pier|Wharf
docks|Piers|Wharves
dogs|Canines|Follows closely
doin|Kill off|Murder, slangily
doll|Toy figure|Barbie, e.g.
dolls|Toy figures|Barbie and Ken, e.g.
dons|Puts on|Oxford professors
dope|Dummy|Inside info
doped|Drugged|Sedated
dopes|Dummies|Sedates
dosed|Medicated|Gave medicine to
doses|Amounts of medicine|Prescribed quantities
dough|Unbaked bread|Money, slangily
dove|Peace symbol|Plunged
doves|Peace symbols|Cooing birds
downs|Gulps|Ups and ___
doze|Nap|Nod off
dozed|Napped|Nodded off
dozes|Naps|Nods off
drab|Dull|Dreary
drape|Curtain|Hang loosely
drawl|Slow speech|Southern accent
drawn|Sketched|Haggard
dregs|Sediment|Last drops
dried|Dehydrated|Wiped
drone|Hum|Unmanned aircraft
dross|Waste|Refuse
drums|Percussion|Beats
dryup|Evaporate|Run out
dub|Nickname|Add a soundtrack
dubs|Nicknames|Adds a soundtrack
duct|Tube|Air ___
duel|Fight one-on-one|Pistols at dawn
duels|Fights one-on-one|Contests between two rivals
dully|Drearily|Boringly
dune|Sand hill|Desert mound
dunes|Sand hills|Desert mounds
dung|Manure|Stable waste
dungs|Fertilizes|Spreads manure on
dupe|Fool|Trick
duped|Fooled|Tricked
dupes|Fools|Tricks
dusk|Twilight|Nightfall
dusky|Dim|Shadowy
dwarf|Make look tiny|Sleepy or Doc, e.g.
dying|Expiring|Very eager (to)
easel|Painter's stand|Artist's frame
ebb|Recede|Decline
ebbed|Receded|Declined
ebbs|Recedes|Declines
ebony|Black|Dark wood
eddy|Whirlpool|Swirl
edgy|Nervous|Anxious
eggs|Omelet ingredients|Urges (on)
eject|Expel|Oust
elude|Escape|Dodge
emits|Gives off|Releases
endow|Fund|Bestow
endup|Wind up|Land, eventually
epics|Sagas|Heroic poems
erode|Wear away|Eat away at
erred|Made a mistake|Blundered
errs|Makes a mistake|Slips up
ethos|Values|Spirit
evade|Dodge|Avoid
eve|Night before|Adam's mate
exalt|Praise|Glorify
excel|Shine|Surpass
exile|Banish|Banishment
exits|Leaves|Ways out
expel|Kick out|Eject
exude|Ooze|Radiate
eyes|Looks at|Peepers
facet|Aspect|Cut side of a gem
fairs|Carnivals|Exhibitions
faked|Feigned|Pretended
famed|Renowned|Celebrated
fared|Got along|Managed
fares|Tickets|Taxi charges
fats|Lipids|Oils
fawn|Baby deer|Grovel
faze|Daunt|Unsettle
fazes|Daunts|Unsettles
feast|Banquet|Gorge
feats|Accomplishments|Exploits
feign|Pretend|Fake
feint|Fake|Ruse
fells|Cuts down|Knocks down
ferry|Boat|Transport across water
feted|Honored|Celebrated
fetid|Stinky|Foul-smelling
fiend|Demon|Fitness ___
fiery|Hot|Passionate
filly|Young female horse|Female foal
fitin|Belong|Conform
flail|Thrash|Flounder
flair|Talent|Style
flare|Signal light|Blaze
flask|Bottle|Hip ___
flats|Apartments|Shoes without heels
flaws|Defects|Imperfections
fleck|Speck|Spot
flex|Tense|Bend
flick|Flip|Movie
flint|Spark source|Hard stone
flips|Tosses|Somersaults
flirt|Toy with|Coquette
flit|Dart|Flutter
flits|Darts|Flutters
flog|Whip|Beat
flogs|Whips|Beats
flop|Failure|Fall heavily
flops|Failures|Falls heavily
flout|Defy|Disregard
flu|Virus|Bug
fluff|Fuzz|Trivia
foams|Lathers|Froths
foils|Thwarts|Fencing swords
folds|Creases|Gives up
folks|People|Parents
folly|Foolishness|Madness
foots|Pays|Covers, as a bill
forge|Smithy|Counterfeit
forgo|Give up|Do without
forte|Strength|Loudly, in music
fouls|Infractions|Violations
fox|Sly animal|Vixen
foxes|Sly animals|Outwits
foyer|Entryway|Lobby
frail|Weak|Delicate
franc|Swiss money|Old French coin
fret|Worry|Guitar ridge
frets|Worries|Guitar ridges
frost|Ice|Rime
froth|Foam|Bubbles
fuels|Gas and oil|Powers
fumes|Vapors|Rages
furl|Roll up|Fold
furls|Rolls up|Folds
fuses|Melts together|Circuit protectors
gags|Jokes|Silences
gaily|Merrily|Cheerfully
gait|Stride|Horse's trot, e.g.
gaits|Strides|Trots and canters
gal|Girl, informally|Guy's counterpart
gals|Girls, informally|Guys' counterparts
gamut|Range|Spectrum
gape|Stare|Stare open-mouthed
gapes|Stares|Stares open-mouthed
garb|Clothing|Outfit
gash|Cut|Slash
gaudy|Flashy|Tacky
gauge|Measure|Estimate
gawk|Stare|Rubberneck
gawks|Stares|Rubbernecks
gears|Cogs|Equipment
gee|Wow|Golly
gees|Horse commands to turn right|G-forces
gem|Jewel|Treasure
genie|Lamp dweller|Wish granter
genii|Lamp dwellers|Wish granters
genus|Taxonomic rank|Homo, for humans
germ|Microbe|Seed, as of an idea
getat|Reach|Hint at
getby|Manage|Make do
getit|Understand|Grasp
ghoul|Graveyard fiend|Morbid creature
gigs|Jobs|Performances
gild|Gold-plate|Embellish
gilds|Gold-plates|Embellishes
gilt|Golden|Gold-plated
gland|Thyroid, e.g.|Secreting organ
glee|Joy|Delight
glide|Coast|Soar
glint|Gleam|Sparkle
gloat|Crow|Smugly relish
globe|World|Sphere
glum|Sad|Gloomy
glut|Surplus|Excess
gluts|Surpluses|Excesses
gnash|Grind, as teeth|Grit
gnaw|Chew|Nibble
gnaws|Chews|Nibbles
goad|Prod|Urge
goads|Prods|Urges
goats|Kids|Billies
gofar|Succeed big|Make it big
gofor|Try to get|Choose
goner|Dead duck|Doomed one
gorge|Ravine|Stuff oneself
gory|Bloody|Grisly
gout|Painful joint disease|Big-toe inflammation
gowns|Dresses|Robes
grate|Grind|Irritate
graze|Scrape|Feed
grimy|Dirty|Grubby
gripe|Complaint|Grumble
groin|Hip-thigh junction|Pulled muscle site
groom|Bride's partner|Brush, as a horse
growl|Snarl|Grumble
grown|Adult|Mature
grub|Larva|Food
grubs|Digs|Larvae
gruff|Surly|Rough
gulfs|Bays|Chasms
gull|Seabird|Dupe
gulls|Seabirds|Dupes
gully|Ditch|Water-worn ravine
gulps|Swallows|Gasps
gummy|Sticky|Gluey
gums|Teeth holders|Gingivae
gush|Spurt|Rave
gust|Blast|Burst
gusts|Blasts|Bursts
guts|Bravery|Innards
gym|Fitness center|Workout spot
gyms|Fitness centers|Workout spots
halo|Aura|Angel's ring
hams|Overactors|Cured meats
harp|Angel's instrument|Nag (on)
harps|Angels' instruments|Nags (on)
harry|Harass|Pester
hatch|Trapdoor|Break out of an egg
haven|Refuge|Sanctuary
hawk|Bird of prey|Peddle
hawks|Birds of prey|Peddles
hazel|Brownish|Nut tree
hedge|Shrub row|Evade
hefty|Heavy|Substantial
held|Gripped|Hosted
helm|Steering wheel|Command
helms|Steering wheels|Commands
hem|Edge|Border
hemin|Surround|Trap
hems|Edges|Borders
herb|Basil, e.g.|Seasoning
herbs|Basil and sage, e.g.|Seasonings
hike|Trek|Raise
hiked|Trekked|Raised
hikes|Treks|Raises
hilt|Sword handle|To the ___ (completely)
hilts|Sword handles|Grips
hints|Clues|Tips
hired|Employed|Took on
hitch|Snag|Hook up
hive|Bee home|Swarm
hock|Pawn|Horse's ankle joint
hocks|Pawns|Horses' ankle joints
hoe|Garden tool|Weeder
hogs|Pigs|Monopolizes
hoist|Lift|Raise
hood|Engine cover|Parka top
hoods|Engine covers|Gangsters
hoop|Ring|Basketball rim
hoot|Owl's cry|Riot
hoots|Owl cries|Riots
hound|Dog|Pursue
hue|Color|Shade
hulk|Giant|Wreck
hulks|Giants|Wrecks
hums|Drones|Buzzes
hunts|Searches|Chases
hush|Quiet|Silence
husky|Hoarse|Sled dog
icy|Frozen|Slippery
idler|Loafer|Slacker
idol|Star|Hero
idols|Stars|Heroes
ifnot|Otherwise|Or else
ilk|Kind|Sort
imp|Rascal|Mischievous sprite
impel|Drive|Urge
imps|Rascals|Mischievous sprites
inall|Altogether|In total
inept|Clumsy|Incompetent
inert|Lifeless|Inactive
infor|Destined for|In line for
inks|Signs|Pens
inlay|Decorative insert|Dental filling
inlet|Cove|Narrow arm of the sea
inn|Hotel|Wayside lodging
inns|Hotels|Lodges
irons|Presses|Golf clubs
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
jar|Jolt|Pickle holder
jars|Jolts|Jugs
jeer|Mock|Boo
jeers|Mocks|Boos
jests|Jokes|Quips
jets|Planes|Spurts
jewel|Gem|Treasure
jibes|Taunts|Agrees (with)
jig|Irish dance|Lively folk dance
jigs|Irish dances|Lively folk dances
jilt|Dump|Dump, as a lover
jilts|Dumps|Rejects
jog|Run|___ one's memory
jogs|Runs|Nudges
joked|Kidded|Jested
jolt|Shock|Jar
jolts|Shocks|Jars
jot|Note|Tiny bit
jots|Notes|Iotas
jug|Pitcher|Jar
jugs|Pitchers|Jars
juicy|Succulent|Scandalous
jumpy|Nervous|Jittery
junks|Scraps|Chinese sailing ships
khaki|Tan|Cotton twill
kinda|Sort of|Somewhat, informally
kits|Sets|Outfits
knack|Gift|Flair
knead|Work dough|Massage
knit|Make a sweater|Draw together, as brows
knits|Makes a scarf|Furrows, as brows
knoll|Mound|Hillock
knots|Ties|Nautical miles per hour
labs|Retrievers|Science rooms
lace|Shoestring|Delicate fabric
laden|Loaded|Burdened
lads|Boys|Youths
laid|Placed|Set
lair|Den|Hideout
lairs|Dens|Hideouts
lakes|Lochs|Ponds
lamb|Young sheep|Meek one
lance|Spear|Pierce
lanky|Tall and thin|Gangly
lash|Whip|Eye hair
lasts|Endures|Shoe forms
lax|Slack|Loose
leaks|Drips|Disclosures
lease|Rent|Contract
leash|Tether|Dog walker's line
ledge|Shelf|Sill
leer|Ogle|Sneer
leers|Ogles|Sly looks
leton|Reveal|Admit
lever|Bar|Pry
levy|Tax|Toll
liar|Fibber|Deceiver
liars|Fibbers|Deceivers
lilac|Pale purple|Fragrant shrub
lilt|Rhythm|Cadence
lilts|Rhythms|Cadences
limbo|Uncertainty|Dance under a pole
limps|Hobbles|Walks lamely
`;
