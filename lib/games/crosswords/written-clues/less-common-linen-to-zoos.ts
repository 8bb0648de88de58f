// Clues written by us for the answers that fill most Minis and Midis: docs/DATA.md, Crosswords written clues.
// Range: linen to zoos of the Mini answers. Each clue was written for this site; none is taken from another publication.
import 'server-only';

/** `answer|straight clue|harder clue`, one answer a line, sorted by answer. Server only: the answers are the solution. */
export const WRITTEN_CLUES_LESS_COMMON_LINEN_TO_ZOOS = `
linen|Flax fabric|Air one's dirty ___
liner|Ocean ___|Straight hit, in baseball
links|Golf course|Chain parts
lint|Dryer fluff|___ roller
lithe|Supple|Gracefully flexible
livid|Furious|Bluish, like a bruise
loaf|Bread unit|Meat ___
loafs|Idles|Lazes around
lob|High toss|Tennis shot over a net player
lobe|Ear part|Rounded part of a lung or the brain
lobs|High tosses|Arcs a tennis ball over an opponent
lofty|High|Noble and elevated, as ideals
lone|Solitary|___ wolf
longs|Yearns|Pines (for)
loon|Diving bird|Minnesota's state bird
loons|Diving birds|Birds with eerie calls
loot|Booty|___ bag
loots|Plunders|Sacks, as a city
lope|Easy gait|Run with long easy strides
lopes|Runs easily|Bounds along, like a wolf
lords|Nobles|House of ___
lore|Folk wisdom|Local ___
lowly|Humble|Of modest rank
lucid|Clear|___ dream
lug|Haul|___ nut
lugs|Hauls|Drags along
lulls|Pauses|Quiet spells
lumps|Chunks|Take one's ___ (accept blame)
lush|Verdant|Thick with plant growth
lusty|Vigorous|Full of hearty energy
madam|Ma'am|___ President
made|Created|Have it ___ in the shade
madly|Wildly|Crazily
mama|Mom|___ bear
mamas|Moms|Moms, to little kids
mamma|Mother, fondly|___ mia!
mane|Lion's hair|Horse's neck hair
manor|Estate house|Lord of the ___
mans|Staffs|Operates, as a booth
mar|Spoil|Damage the look of
mare|Female horse|Foal's mother
mares|Female horses|Foals' mothers
marsh|Swamp|Wetland with reeds
mash|Crush|Monster ___
masks|Disguises|Halloween faces
mast|Sail pole|Half-___ (as a flag in mourning)
masts|Sail poles|Ships' spars
mat|Rug|Welcome ___
mats|Rugs|Wrestling floors
mauve|Pale purple|Grayish violet
maxim|Adage|Proverb
meats|Beef and pork|Butcher's products
meek|Timid|The ___ shall inherit the earth
melon|Water___|Honeydew, e.g.
mends|Repairs|___ fences (makes peace)
menus|Restaurant lists|Drop-down ___
mesh|Netting|Fit together well
mew|Cat cry|Gull's call
mewed|Meowed|Cried like a kitten
midst|Middle|In the ___ of
mien|Bearing|Outward manner
might|Strength|___ as well
mike|Microphone|Open ___ night
mikes|Microphones|Podcast gear
mince|Chop finely|Not ___ words
mire|Bog|Swampy ground
mires|Bogs|Swampy spots
mite|Tiny bug|Small amount
mites|Tiny bugs|Dust ___
moans|Wails|Complains
mocks|Ridicules|Makes fun of
moist|Damp|Slightly wet, as cake
moo|Cow sound|Barnyard low
mooed|Lowed|Sounded like a cow
moos|Lows|Cow calls
mops|Swabs|Cleans the floor
mousy|Timid|Drab and shy
mule|Pack animal|Stubborn as a ___
mull|Ponder|___ over (consider)
mulls|Ponders|Thinks over
murky|Cloudy|Dark and gloomy
mute|Silent|Hit the ___ button
muted|Subdued|Toned down, as colors
nab|Catch|Arrest
nabs|Catches|Arrests
nag|Pester|Old horse
nags|Pesters|Harps on
nasal|Of the nose|Twangy, as a voice
navel|Belly button|___ orange
nays|No votes|Yeas and ___
niche|Nook|Specialty market
niece|Sibling's daughter|Nephew's sister, perhaps
nip|Small bite|___ and tuck
nips|Small bites|Pinches
noend|Hugely (2 wds.)|Very much, as in "It helped ___" (2 wds.)
notch|Nick|Belt hole
noted|Famous|Well-known
nouns|Naming words|Person, place or thing words
nudge|Gentle push|Poke with an elbow
nymph|Woodland spirit|Mythical nature maiden
odds|Chances|Against all ___
ogle|Leer at|Eye rudely
ogled|Leered at|Eyed rudely
ogles|Leers at|Eyes rudely
omen|Sign|Good ___
ore|Mined rock|Iron ___
oust|Expel|Remove from office
ousts|Expels|Removes from office
outdo|Surpass|Top
outto|Determined to (2 wds.)|Bent on, as in "___ win" (2 wds.)
oven|Baking box|Dutch ___
ovens|Baking boxes|Kilns
overt|Open|Not hidden
owl|Night bird|Wise old ___
owls|Night birds|Birds that hoot in the dark
pact|Treaty|Nonaggression ___
pads|Cushions|Launch ___
paid|Settled|___ in full
pail|Bucket|Jack and Jill's load
pails|Buckets|Sand toys at the beach
pales|Turns white|Fence stakes
pall|Gloom|Cast a ___ over
palls|Grows dull|Loses appeal
palm|___ reader|Oasis tree
pane|Window glass|Sheet in a sash
panes|Window squares|Sheets in sashes
pang|Twinge|Sharp pain
pangs|Twinges|Hunger ___
pans|Skillets|Criticizes harshly
pap|Mush|Drivel
pare|Trim|___ down (reduce)
pares|Trims|Cuts (down)
pars|Golf scores|Standard levels
parts|Pieces|Spare ___
pasty|Pale|Doughy, as skin
paved|Surfaced|Asphalted
paw|Cat's foot|Handle clumsily
pawed|Handled roughly|Scraped with a hoof
paws|Dog's feet|Handles roughly
peal|Ring|Burst of laughter
peals|Rings|Bursts of thunder
pearl|Gem|___ Harbor
peck|___ on the cheek|Bite with a beak
pecks|Small kisses|Bites with beaks
peel|Skin|Orange rind
peels|Skins|Removes, as rinds
peep|Chirp|Not a ___ out of you!
peeps|Chirps|Quick looks
peg|Pin|Square ___ in a round hole
pegs|Pins|Tent stakes
pelt|Fur|Pummel
pelts|Furs|Bombards
pepup|Invigorate (2 wds.)|Energize, as a crowd (2 wds.)
peril|Danger|At your own ___
perky|Lively|Cheerful and bright
pets|Strokes|Fido and Fluffy
pew|Church bench|Chapel seat
pews|Church benches|Chapel seats
pies|Pastries|Mud ___
piety|Devoutness|Holiness
pike|Toll road|Freshwater predator fish
pikes|Highways|Long spears
pine|Evergreen|Yearn
pines|Evergreens|___ away (languishes)
pinks|Light reds|Carnation relatives
pins|Tacks|___ and needles
pique|Irritation|Cotton fabric with raised cords
pithy|Concise|Brief and meaningful
pits|Holes|It's the ___ (awful)
pixie|Elf|Short haircut
plied|Worked at|Kept offering, as drinks
plies|Works at|Layers
plod|Trudge|Walk heavily
plods|Trudges|Walks heavily
pluck|Pull|Show some ___
plum|Fruit|___ job (cushy post)
plumb|Exactly|___ line
plump|Chubby|Well-filled, as a pillow
plush|Luxurious|Velvety
ply|Layer|Work at
poach|Cook gently|Steal game
polio|Salk vaccine target|Disease once feared each summer
polls|Votes|Exit ___
pony|Small horse|___ Express
popin|Visit briefly (2 wds.)|Drop by (2 wds.)
poppy|Red field flower|Remembrance flower
popup|Appear suddenly (2 wds.)|Web ad that appears (2 wds.)
pore|Skin opening|___ over (study)
pored|Studied|Examined closely
pores|Skin openings|Studies intently
prank|Joke|___ call
prey|Quarry|Birds of ___
preys|Quarries|Victims
pried|Snooped|Meddled
pries|Snoops|Meddles
privy|Outhouse|Secretly informed, with "to"
prod|Poke|Urge
prods|Pokes|Urges
prop|Support|Theater item
pros|___ and cons|Paid athletes
prowl|Lurk|On the ___
pry|Snoop|Meddle
puff|Breath|Powder ___
puffs|Breaths|Cream ___
puke|SKIP|SKIP
pukes|SKIP|SKIP
pulps|Mashes|Cheap magazines of old
punk|Hoodlum|Rock genre with mohawks
puns|Wordplay jokes|Groan-inducing quips
punts|Fourth-down kicks|Boots the ball away
puny|Weak|Feeble
pup|Young dog|Baby seal
puppy|Young dog|___ love
quail|Game bird|Cower
quake|Tremor|Shake in one's boots, so to speak
qualm|Misgiving|Pang of conscience
quart|Two pints|Milk carton size
quash|Suppress|Put down, as a revolt
quell|Subdue|Put down, as a riot
quill|Feather pen|Porcupine spine
quilt|Bedspread|Patchwork cover
quirk|Oddity|Peculiar habit
racks|Shelves|Spice holders
racy|Risque|Lively
radii|Circle lines|Spokes, geometrically
raids|Attacks|Police swoops
rakes|Leaf tools|Smooths, as gravel
ramp|Slope|Highway on-___
ramps|Slopes|Inclines for wheelchairs
rams|Male sheep|Butts with the head
rap|Knock|Take the ___
raps|Knocks|Taps sharply
rasp|Harsh voice|Coarse file
rats|Rodents|"Drat!"
reap|Harvest|You ___ what you sow
reaps|Harvests|Gains
recur|Happen again|Come back
reek|Stink|Smell bad
reeks|Stinks|Smells bad
reel|Spool|Highlight ___
reels|Spools|Staggers
regal|Royal|Kingly
rein|Horse strap|Give free ___
reins|Controls|Take the ___ (assume control)
relic|Artifact|Holdover from the past
remit|Send payment|Area of authority
rends|Tears|Rips apart
retch|Gag|Heave
rev|Gun an engine|Speed up, as a motor
revel|Celebrate|Take delight (in)
revs|Guns an engine|Speeds up, as a motor
rib|Chest bone|Prime ___
ribs|Chest bones|Baby back ___
rids|Frees|Clears (of)
rift|Split|Breach
rifts|Splits|Breaches
rig|Gear|Fix, as an election
rigs|Fixes|Trucks
rigup|Improvise (2 wds.)|Assemble hastily (2 wds.)
rim|Edge|Hoop's edge, on a court
rims|Edges|Wheel parts
rinse|Wash|Clean with water
riots|Uprisings|Hilarious people
rite|Ceremony|___ of passage
rites|Ceremonies|Last ___
rivet|Fastener|Engross
roast|Cook in an oven|Sunday dinner meat
robe|Gown|Judge's garment
robes|Gowns|Judges' garb
rodeo|Cowboy show|Bronc riding event
rods|Poles|Hot ___ (souped-up cars)
rogue|Scoundrel|___ wave
romp|Frolic|Easy win
romps|Frolics|Easy wins
roost|Perch|Rule the ___
ropes|Cords|Learn the ___
rose|Flower|___-colored glasses
rosy|Pink|Optimistic
rots|Decays|Spoils
rouse|Wake|Stir up
routs|Trounces|Crushing defeats
rowdy|Unruly|Boisterous
rowed|Paddled|Sculled
ruddy|Reddish|Flushed
rug|Carpet|Pull the ___ out from under
rugs|Carpets|Mats
ruins|Wrecks|Destroys
rump|Hindquarters|___ roast
rumps|Rear ends|Back ends of steers
runon|Go on and on (2 wds.)|Sentence type that's too long (2 wds.)
runup|Increase (2 wds.)|Period before an event (2 wds.)
rut|Groove|Stuck in a ___
ruts|Grooves|Routines
sacks|Bags|Plunders
sagas|Epics|Long family stories
sage|Wise man|___ advice
sages|Wise men|Herbs
said|Spoke|Easier ___ than done
sally|Quip|Sudden charge
salon|Hair parlor|Gallery
salty|Briny|Like seawater
salve|Ointment|Balm
sandy|Beachy|Like a desert
sap|Tree fluid|Drain
saps|Tree fluids|Drains
sash|Belt|Window frame
satin|Shiny fabric|Silky cloth
saved|Rescued|___ by the bell
savvy|Shrewd|Know-how
scalp|Head skin|Resell tickets
scant|Meager|Barely sufficient
scent|Odor|Throw off the ___
scoff|Jeer|Mock
scold|Reprimand|Chide
scoot|Scurry|Dash
scour|Scrub|Search thoroughly
scout|Spy|Talent seeker
scowl|Frown|Glower
scrub|Clean|Cancel
scuff|Scrape|Mark on a shoe
seam|Stitch line|Vein of coal
seams|Stitch lines|Bursting at the ___
sear|Scorch|Burn
sears|Scorches|Burns
sects|Factions|Splinter groups
seer|Prophet|Oracle
setin|Begin (2 wds.)|Take hold, as winter (2 wds.)
sewer|Drain|Seamstress
shack|Hut|Cabin
sham|Fake|Hoax
shark|Predator fish|Loan ___
shawl|Wrap|Stole
sheaf|Bundle|Wheat bundle
shied|Balked|Shrank back
shies|Balks|Shrinks back
shin|Lower leg|Climb, with "up"
shins|Lower legs|Soccer guards protect them
shirk|Dodge|Evade, as a duty
shoes|Footwear|Fill someone's ___
showy|Flashy|Gaudy
shred|Scrap|Not a ___ of evidence
shrub|Bush|Hedge plant
shun|Avoid|Ostracize
shuns|Avoids|Ostracizes
sidle|Edge|Move sideways
siege|Blockade|Under ___
sift|Sieve|___ through the evidence
sifts|Sieves|Sorts through
sighs|___ of relief|Exhales wearily
sill|Window ledge|Base of a door frame
silo|Grain tower|Farm tower for feed
silos|Grain towers|Missile housings
singe|Scorch|Burn lightly
sips|Small drinks|Tastes
sire|Father|Your Majesty
sired|Fathered|Begot, as a stallion
sires|Fathers|Begets, as a stallion
sitby|Watch idly (2 wds.)|Do nothing while others act (2 wds.)
situp|Abs exercise (hyph.)|Crunch relative (hyph.)
skid|Slide|___ marks (tire traces)
skids|Slides|Slips on ice
skim|___ milk|Read quickly
skims|Glides over|Reads quickly
skit|Sketch|Comedy bit
skits|Sketches|Comedy bits
skulk|Lurk|Sneak around
skunk|Smelly animal|Black-and-white stinker
slab|Slice|Block of concrete
slack|Loose|Cut some ___
slant|Tilt|Bias
slat|Strip|Blind piece
slate|Schedule|Clean ___
slats|Strips|Blind pieces
slick|Smooth|Oil spill
slink|Sneak|Move furtively
slits|Narrow cuts|Vents in a pie crust
slob|Messy person|Untidy sort
slobs|Messy people|Untidy sorts
slop|Spill|Pig feed
slots|Openings|Casino machines
slum|Rundown area|Overcrowded, neglected district
slums|Rundown areas|Overcrowded, neglected districts
slunk|Sneaked|Crept away
sly|Cunning|On the ___ (secretly)
smack|Slap|___ dab in the middle
smite|Strike|Hit hard, old-style
snare|Trap|___ drum
sneer|Scornful smile|Curl the lip
snip|Cut|Bargain, in Britain
snoop|Pry|Nosy person
snore|Sleep noise|Bore, informally
snout|Muzzle|Pig's nose
snub|Slight|Ignore pointedly
snubs|Slights|Ignores pointedly
snug|Cozy|___ as a bug in a rug
soak|Drench|Steep
soaks|Drenches|Steeps
sob|Cry|___ story
sobs|Cries|Weeps loudly
socks|Hose|Knock your ___ off
sods|Turfs|Clumps of grass
sofa|Couch|Davenport
solos|Lone flights|Arias, e.g.
sooty|Blackened|Covered in chimney dust
sores|Wounds|Sight for ___ eyes
soups|Broths|Chowders
sour|Tart|___ grapes
sow|Plant|Female pig
sowed|Planted|Scattered, as seeds
sows|Plants|Female pigs
spade|Shovel|Garden digging tool
spasm|Twitch|Cramp
spear|Lance|Javelin
speck|Dot|Tiny particle
spice|Seasoning|Zest
spied|Saw|Snooped
spies|Sees|Secret agents
spine|Backbone|Book's back
spire|Steeple|Church tower
spoke|Talked|Wheel rod
spoon|Utensil|Soup ___
spree|Binge|Shopping ___
spurn|Reject|Scorn
stab|Try|Take a ___ at (attempt)
stabs|Tries|Takes ___ at (attempts)
stalk|Stem|Follow stealthily
stank|Smelled bad|Reeked
sting|Bee attack|Police ___ operation
stink|Smell bad|Reek
stoke|Fuel|Stir up
stomp|Stamp|Walk heavily
stool|Seat|Piano ___
stout|Stocky|Dark beer
stove|Range|Cooktop
stow|Pack|Store away
stows|Packs|Stores away
strew|Scatter|Spread around
strut|Swagger|___ one's stuff
stub|Ticket remnant|Bump, as a toe
stung|Hurt|Pricked by a bee
stunk|Reeked|Smelled bad
stuns|Amazes|Shocks
suave|Smooth|Sophisticated
sucks|Draws in|Sips through a straw
suds|Lather|Bubbles
sulky|Moody|Pouting
surf|Waves|___ and turf
surfs|Rides waves|Browses the web
surly|Rude|Grumpy
swan|Graceful bird|Cygnet's parent
swans|Graceful birds|Cygnets' parents
swaps|Trades|Exchanges
swig|Gulp|Large swallow
swigs|Gulps|Large swallows
swish|Swoosh|Rustle
swoon|Faint|Go weak at the knees
sworn|Pledged|___ enemies
taboo|Forbidden|Off-limits
tacks|Pins|Zigzags, as a sailboat
tags|Labels|Touches in a game
taint|Contaminate|Blemish
taken|Seized|___ aback (surprised)
talks|Chats|Peace ___
tally|Count|Score
tames|Domesticates|Breaks, as a horse
tan|Bronze|Beige
tang|Zest|Sharp flavor
tangs|Zests|Sharp flavors
tans|Bronzes|Browns in the sun
taper|Narrow|Thin candle
tar|Pitch|___ pit
tarry|Linger|Delay
tars|Pitches|Sailors
tart|Sour|Small pie
taut|Tight|Stretched
tawny|Tan|Golden brown
tease|Mock|Rib
teat|Udder part|Source of a calf's milk
teats|Udder parts|Sources of a calf's milk
tee|Golf peg|___ time
teen|Adolescent|High schooler
teens|Adolescents|Ages 13 to 19
tees|Golf pegs|Casual shirts
tempo|Pace|Beat speed
tenet|Belief|Principle
tenor|Male voice|General drift
tepid|Lukewarm|Unenthusiastic
terms|Conditions|Come to ___
thaws|Melts|Warms up
thins|Dilutes|Trims
thong|Flip-flop|Strap
thorn|Prickle|___ in one's side
throb|Pulse|Ache rhythmically
thud|Dull sound|Land heavily
thuds|Dull sounds|Lands heavily
thump|Pound|Loud knock
ticks|Clock sounds|Blood-sucking pests
tide|Ebb and flow|Turn the ___
tied|Knotted|Even
tieup|Traffic jam (hyph.)|Bind with rope (2 wds.)
tiles|Floor squares|Scrabble pieces
timid|Shy|Fearful
tins|Cans|Baking pans
tint|Hue|Shade
tints|Hues|Shades
tipsy|Slightly drunk|Merry after a few drinks
toil|Labor|___ and trouble
toils|Labors|Works hard
tolls|Road fees|For Whom the Bell ___
tomb|Grave|Crypt
tombs|Graves|Crypts
tons|Loads|Heaps
torch|Flaming stick|Flashlight, in Britain
torso|Trunk|Chest area
totup|Add (2 wds.)|Sum (2 wds.)
tow|Haul|In ___
towel|Bath cloth|Throw in the ___
toxin|Poison|Venom
toys|Playthings|___ "R" Us
trait|Quality|Personality ___
trio|Group of three|Triad
trios|Groups of three|Triads
trite|Stale|Hackneyed
troll|Ogre|Web provocateur
tuft|Clump|Tussock
tulip|Spring bulb flower|Dutch bloom
tuned|Adjusted|Stay ___
turf|Grass|___ war
turfs|Grass patches|Territories
tweed|Woolen fabric|Scottish fabric
twig|Stick|Nest material
twine|String|Twist
twirl|Spin|Baton move
typed|Keyed|Entered text
ultra|Extreme|Super
undid|Unfastened|Reversed
undue|Excessive|Not warranted
unfit|Unsuitable|Out of shape
upped|Raised|___ the ante
upto|Doing (2 wds.)|Scheming, as in "___ no good" (2 wds.)
urn|Vase|Coffee holder
used|Secondhand|Exploited
usher|Escort|___ in (herald)
valet|Manservant|Parking attendant
vault|Safe|Bank ___
veils|Masks|Bridal headwear
vent|Outlet|___ one's spleen
vents|Outlets|Expresses anger
verge|Brink|On the ___ of tears
verve|Energy|Enthusiasm
vest|Waistcoat|Bestow
vests|Waistcoats|Bestows
veto|Reject|Presidential no
vex|Annoy|Irritate
vexes|Annoys|Irritates
vices|Sins|Bad habits
vie|Compete|Contend
vied|Competed|Contended
vies|Competes|Contends
vogue|Fashion|Trend
wades|Walks in water|Fords
wads|Bundles|Rolls of bills
wafer|Cookie|___-thin
waft|Drift|Float
wafts|Drifts|Floats
wag|Wiggle|Joker
wager|Bet|Make a ___
wages|Pay|Earnings
wags|Wiggles|Jokers
waist|Midsection|Belt area
waive|Forgo|Give up
wan|Pale|Sickly
wand|Magic stick|Baton
wands|Magic sticks|Batons
wane|Dwindle|Wax and ___
wanes|Dwindles|Decreases
wards|Hospital rooms|Fends (off)
warps|Distorts|Twists
wart|Skin bump|Blemish
warts|Skin bumps|___ and all (flaws included)
watt|Power unit|Light bulb rating
waver|Hesitate|Falter
waxes|Polishes|Grows, as the moon
wean|Stop nursing|Gradually give up
web|Net|World Wide ___
wedge|Doorstop|Lemon ___
weds|Marries|Gets hitched
weed|Garden pest|Pull out unwanted plants
weeds|Garden pests|Widow's mourning clothes
weld|Fuse|Join metal
welds|Fuses|Joins metal
whack|Hit|Out of ___
wheat|Grain|Durum, e.g.
whet|Sharpen|___ one's appetite
whets|Sharpens|Stimulates
whiff|Sniff|Faint smell
whims|Fancies|Impulses
whine|Complain|Whimper
whisk|Beater|Sweep away
wield|Brandish|Exercise, as power
wilt|Droop|Wither
wilts|Droops|Withers
wily|Crafty|Cunning
wince|Flinch|Grimace
wings|Bird parts|Waiting in the ___
wiry|Lean|Sinewy
wises|Smartens, with "up"|Gets savvy, with "up"
wisp|Tuft|Strand
woe|Sorrow|___ is me
woes|Sorrows|Griefs
womb|Uterus|Birthplace
wombs|Uteri|Birthplaces
woo|Court|Seek favor of
wooed|Courted|Sought favor of
wool|Sheep's fleece|Steel ___
woos|Courts|Seeks favor of
would|I ___ love to!|Used to, as in "We ___ walk to school"
wove|Made on a loom|Interlaced
wreak|Inflict|___ havoc
wring|Twist|___ one's hands
writ|Legal order|Court document
writs|Legal orders|Court documents
wrung|Twisted|Squeezed
wry|Dry|Ironic
yacht|Boat|Luxury vessel
yank|Pull|___ one's chain
yap|Bark|Chatter
yaps|Barks|Chatters
yawns|Signs of sleepiness|Boring events
yearn|Long|Pine
yelp|Yap|Cry
yelps|Yaps|Cries
yen|Craving|Japanese currency
yoke|Harness|Shirt shoulder piece
yokel|SKIP|SKIP
yokes|Harnesses|Shirt shoulder pieces
zeal|Passion|Fervor
zest|Enthusiasm|___ for life
zests|Enthusiasms|Citrus peels
zinc|Metal|Galvanizing element
zincs|Metals|Galvanizing elements
zoo|Animal park|Petting ___
zooms|Speeds|Rushes
zoos|Animal parks|Chaotic places
`;
