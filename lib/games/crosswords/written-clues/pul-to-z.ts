// Clues written by us for the answers that fill most Minis and Midis: docs/DATA.md, Crosswords written clues.
// Range: pulp to zoom of the Mini answers. Each clue was written for this site; none is taken from another publication.
import 'server-only';

/** `answer|straight clue|harder clue`, one answer a line, sorted by answer. Server only: the answers are the solution. */
export const WRITTEN_CLUES_PUL_TO_Z = `
pulp|Soft fleshy mass|___ Fiction (1994 film)
pulse|Heartbeat|Take someone's ___
pump|Gas station fixture|___ iron
pumps|Inflates, as a tire|Pushes fluid along, as the heart does
pun|Wordplay joke|Groan-inducing quip
punch|Hit with a fist|Beat to the ___
punt|Fourth-down kick|Flat-bottomed boat pushed with a pole
pupil|Student|Dark center of the eye
pure|Unmixed|___ and simple
purge|Get rid of|Clear out, as old files
purse|Handbag|Prize money for a boxing match
push|Shove|___ the envelope
put|Placed|Stay ___ (don't move)
putin|Install|___ one's two cents
puton|Don|Gain, as weight
puts|Places|Sets down
putt|Short golf stroke|Stroke on the green
putup|Erect, as a tent|Host overnight
quack|Duck's call|Fake doctor
queen|King's wife|Chess piece that moves in any direction
query|Question|Search term typed into a database
quest|Long search|Knight's mission for the Holy Grail
queue|Waiting line|Line at a bus stop, in Britain
quick|Fast|Cut to the ___
quiet|Silent|Peace and ___
quit|Stop|Resign from, as a job
quite|Rather|Not ___ (almost)
quiz|Short test|Pop ___
quota|Fixed share|Limit on imports, e.g.
quote|Cite|Price estimate from a contractor
race|Contest of speed|Rat ___
raced|Hurried|Competed in a sprint
races|Dashes|Derby and Preakness, e.g.
rack|Holder for coats|___ one's brain
radio|AM or FM device|Car dashboard receiver
rag|Cleaning cloth|Tabloid newspaper, disparagingly
rage|Fury|Latest craze, with "all the"
rages|Storms, as a blizzard|Fits of fury
rags|Tattered clothes|"___ to riches"
raid|Sudden attack|Air ___
rail|Train track part|Banister
rain|Precipitation|___ or shine
rains|Pours|Spring showers
raise|Lift|___ the bar
rally|Gather for a cause|Comeback in the late innings
ram|Male sheep|Battering ___
ran|Sprinted|Operated, as a business
range|Mountain chain|Home on the ___
rank|Military grade|___ and file
ranks|Rates in order|Enlisted soldiers, collectively
rant|Angry tirade|Go on and on in anger
rapid|Speedy|___ transit
rare|Uncommon|Barely cooked, as a steak
rash|Hasty|Skin outbreak
rat|Rodent|Smell a ___
rate|Speed|First-___
ratio|Proportion|3 to 1, e.g.
rave|Praise wildly|___ reviews
raw|Uncooked|___ deal
ray|Beam of light|Manta, e.g.
rays|Beams of light|Mantas and skates
razor|Shaving tool|Barber's blade
reach|Arrive at|Out of ___
read|Peruse|___ between the lines
reads|Peruses|Checks, as a meter
ready|Prepared|Word before "set, go"
real|Genuine|Keep it ___
realm|Kingdom|Field of study or interest
rear|Back|Bring up, as children
rears|Backs|Raises, as livestock
rebel|Revolt|___ Without a Cause
rebut|Refute|Counter with evidence
red|Cherry color|In the ___ (losing money)
refer|Direct (to)|Send to a specialist
reign|Rule|Monarch's time on the throne
relax|Unwind|Loosen, as one's grip
relay|Pass along|Race with a baton
rely|Depend|Count (on)
rend|Tear apart|Split violently
rent|Monthly housing payment|Lease out
rents|Leases|Tenants' monthly outlays
repay|Reimburse|Return, as a favor
repel|Drive back|Keep away, as bugs
reply|Answer|Email response
reset|Restart|Put back to zero
rest|Relax|Everything else, with "the"
rests|Takes a break|Pauses in sheet music
reuse|Recycle|Give a second life to
rhyme|Cat and hat share one|Nursery verse
rich|Wealthy|Heavy with butter and cream
rid|Free (of)|Get ___ of
ride|Go by bike|Along for the ___
rider|Cyclist or jockey|Extra clause tacked onto a bill
rides|Carnival attractions|Travels on horseback
rifle|Long gun|Search hastily, as through a drawer
right|Correct|Civil ___
rigid|Stiff|Unbending, as rules
ring|Wedding band|Does that ___ a bell
riot|Street uprising|Very funny person, informally
rip|Tear|___ Van Winkle
ripe|Ready to eat|___ old age
rips|Tears|Comes apart at the seams
rise|Go up|Get up in the morning
rises|Goes up|Comes up, as dough
risk|Gamble|At one's own ___
risks|Gambles|Takes a chance on
risky|Dicey|Hazardous
rival|Competitor|Match, as in quality
river|Amazon or Nile|"Cry me a ___"
road|Street|___ rage
roam|Wander|Travel without a plan
roams|Wanders|Rambles freely
roar|Lion's sound|Crowd noise after a goal
roars|Bellows|Laughs loudly
rob|Hold up|___ Peter to pay Paul
robot|Automaton|Factory arm that welds, e.g.
robs|Steals from|Holds up, as a bank
rock|Stone|Don't ___ the boat
rocks|Stones|On the ___ (with ice)
rod|Fishing pole|Lightning ___
rode|Traveled on horseback|Took the bus
role|Part in a play|___ model
roll|Dinner bread|Rock and ___
rolls|Tumbles|Dinner breads
roof|House top|"Hit the ___" (get really angry)
roofs|Tops of houses|Shingled tops
room|Space|Elbow ___
root|Part of a plant underground|Square ___
rope|Cord|Jump ___
rot|Decay|Nonsense
rough|Not smooth|___ draft
round|Circular|Boxing match period
rout|Crushing defeat|Drive off in disorder
route|Path|Paper carrier's daily course
row|Line|In a ___ (consecutively)
rows|Lines|Uses oars
royal|Regal|Prince or princess
rub|Massage|"There's the ___"
rubs|Massages|Polishes with a cloth
rude|Impolite|Coarse and unmannerly
ruin|Wreck|Ancient crumbled building
rule|Regulation|Golden ___
ruler|Measuring stick|King or queen
rules|Regulations|Governs
run|Jog|In the long ___
runs|Jogs|Baseball scoring units
rural|Country|Rustic
rush|Hurry|Gold ___
rusty|Corroded|Out of practice
sack|Bag|Fire from a job
sad|Unhappy|Pitiful, as an excuse
sadly|Unhappily|Regrettably, to begin a sentence
safe|Secure|___ and sound
saga|Long story|Norse epic
sail|Boat's canvas|Set ___
sails|Boats' canvases|Cruises along
saint|Holy one|Very patient person
sake|Benefit|"For goodness' ___!"
sale|Discount event|For ___
salt|Shaker filler|___ of the earth
salts|Seasons|Bath ___
same|Identical|One and the ___
sand|Beach grains|Smooth, as wood
sane|Rational|Of sound mind
sank|Went under|Made, as a basketball shot
sauce|Pasta topping|Ketchup or salsa
save|Rescue|___ the date
saves|Rescues|Keeps for later
say|Utter|"___ cheese!"
says|Utters|States
scale|Bathroom weigher|Climb, as a wall
scan|Skim|MRI, e.g.
scans|Skims|Reads with a barcode reader
scar|Healed wound mark|Leave a lasting mark on
scare|Frighten|Fright
scars|Wound marks|Marks for life
scene|Part of a play|Make a ___ (cause a fuss)
scope|Extent|Rifle sight, informally
score|Final tally|Twenty
scorn|Disdain|Treat with contempt
scrap|Bit|Discard as useless
scum|Pond film|Foamy film on a boiling pot
sea|Ocean|Find one's ___ legs
seal|Close tightly|___ the deal
seals|Closes tightly|Walrus relatives
seas|Oceans|"Seven ___"
seat|Chair|Back-___ driver
sect|Splinter group|Religious faction
see|View|Wait and ___
seed|Plant starter|Rank in a tournament bracket
seeds|Plant starters|Apple core bits
seek|Look for|Hide-and-___
seeks|Looks for|Pursues
seem|Appear|Give the impression
seems|Appears|Comes across as
seen|Spotted|___ and not heard
sees|Spots|Dates, romantically
seize|Grab|___ the day
self|Ego|___-esteem
sell|Peddle|___-by date
sells|Peddles|Markets
send|Mail|Dispatch
sends|Mails|Ships out
sense|Feeling|Common ___
serum|Clear part of blood|Truth ___
serve|Wait on|Start a tennis point
set|Put|Ready, ___, go
sets|Puts|Goes down, as the sun
setup|Arrangement|Frame-up
seven|Number of days in a week|Deadly sins count
sever|Cut off|___ ties with
shade|Tree's cool spot|Hue of a color
shaft|Mine passage|Elevator ___
shake|Tremble|Milk ___
shaky|Unsteady|Wobbly, as a table
shame|Disgrace|"What a ___!"
shape|Form|In good ___ (fit)
share|Divide up|Stock unit
sharp|Keen-edged|F ___ (black key)
shave|Trim the whiskers|Close ___ (near miss)
shear|Clip, as wool|Trim the fleece from
shed|Backyard structure|Lose, as fur
sheds|Loses, as fur|Garden outbuildings
sheep|Flock members|Black ___ of the family
sheer|Utter|See-through, as curtains
sheet|Bed linen|White as a ___
shelf|Bookcase board|Continental ___
shell|Clam's home|Come out of one's ___
shift|Move|Night ___
shine|Gleam|Rise and ___
shiny|Glossy|Gleaming, as a new car
ship|Vessel|Send by mail
ships|Vessels|Sends by mail
shirt|Top with buttons|Polo or tee
shock|Jolt|Culture ___
shoe|Sneaker, e.g.|If the ___ fits
shone|Gleamed|Glowed, as the moon
shoot|Fire|Young plant sprout
shop|Store|Talk ___
shops|Stores|Browses the aisles
shore|Coast|Jersey ___
short|Not tall|In ___ (briefly)
shot|Injection|Long ___
shots|Injections|Attempts
shout|Yell|___ from the rooftops
shove|Push|Jostle
show|Display|Broadway production
shows|Displays|TV programs
shrug|"I don't know" gesture|Lift the shoulders
shunt|Switch, as a train|Divert to a side track
shut|Closed|___-eye (sleep)
shuts|Closes|Locks up
shy|Timid|Camera-___
sic|Latin for "thus"|Editor's note on a quoted error
sick|Ill|___ and tired
side|Flank|Team in a game
sides|Flanks|Teams
sigh|Deep breath|Exhale wearily
sight|Vision|Out of ___, out of mind
sign|Placard|Stop ___
signs|Autographs|Billboards
silk|Smooth fabric|Fiber from cocoons
silly|Goofy|Foolish
sing|Carol|Perform karaoke
sings|Carols|Performs a song
sink|Go under|Everything but the kitchen ___
sinks|Goes under|Kitchen basins
sip|Small swallow|Drink slowly
sir|Knight's title|"Yes, ___!"
sirs|Gentlemen|Knights' titles
sit|Take a seat|Pose for a portrait
site|Location|Construction ___
sites|Locations|Places on the web
sits|Takes a seat|Poses for a portrait
six|Half a dozen|Hexagon's side count
sixty|Number of minutes in an hour|Threescore
size|Magnitude|Shoe measure
sizes|Dimensions|Small, medium and large
skill|Expertise|Talent
skin|Epidermis|By the ___ of one's teeth
skins|Hides|Banana peels
skip|Miss|___ a beat
skips|Misses|Bounces, as a stone on water
skirt|Kilt, e.g.|Avoid, as an issue
skull|Cranium|___ and crossbones
sky|Blue yonder|"Reach for the ___"
slam|Bang shut|Grand ___
slams|Bangs shut|Criticizes harshly
slang|Street talk|Informal lingo
slap|Smack|___ on the wrist
slaps|Smacks|Hits with an open palm
slash|Cut sharply|Punctuation mark "/"
sleep|Snooze|Beauty ___
slept|Dozed|Napped
slice|Piece of pie|Cut thinly
slid|Glided|Skidded
slide|Playground chute|Presentation page
slim|Slender|___ chance
slip|Trip|___ of the tongue
slips|Trips|Pink ___ (layoff notices)
slit|Narrow cut|Opening in a skirt
slope|Incline|Slippery ___
slot|Narrow opening|Coin ___
slow|Not fast|___ and steady wins the race
slows|Decelerates|Eases up
slug|Garden pest|Hit hard
slugs|Garden pests|Hits hard
slump|Slouch|Batting drought
small|Little|___ talk
smart|Clever|Sting, as a cut
smash|Shatter|Huge hit
smell|Sniff|Stop and ___ the roses
smile|Grin|"Say cheese" prompts one
smith|Metalworker|Forge worker
smoke|Fire's plume|Where there's ___, there's fire
smug|Self-satisfied|Complacent
snack|Nibble|Between-meal bite
snag|Hitch|Catch, as a sweater
snake|Serpent|___ in the grass
snap|Click the fingers|Piece of cake
snaps|Clicks the fingers|Photos, informally
snarl|Growl|Traffic tangle
sneak|Creep|___ peek
sniff|Smell|Test the air, as a dog
snort|Pig's sound|Scoffing laugh
snow|Winter flakes|___ day (school closure)
snows|Winter storms|Comes down in flakes
soap|Suds maker|___ opera
soar|Fly high|Rise sharply, as prices
soars|Flies high|Skyrockets
sober|Not drunk|Serious
sock|Foot cover|Punch, informally
sod|Turf|Grass squares for lawns
sofar|Up to now|To date
soft|Not hard|___ spot
soil|Dirt|Garden earth
soils|Dirties|Muddies
sole|Only|Flatfish
solid|Firm|Not liquid
solo|Unaccompanied|Alone
solve|Figure out|Crack, as a code
some|A few|___ like it hot
son|Boy|Like father, like ___
song|Tune|Swan ___ (farewell act)
songs|Tunes|Album tracks
soon|See you ___|Before long
sore|Achy|___ loser
sorry|Apologetic|Pitiful, as a sight
sort|Kind|Arrange by category
sorts|Kinds|Out of ___ (grumpy)
soul|Spirit|Genre of Aretha Franklin
souls|Spirits|People, as in a small town
sound|Noise|Safe and ___
soup|Bowl of broth|Alphabet ___
south|Compass point|Dixie, with "the"
space|Room|Outer ___
span|Period|Attention ___
spans|Periods|Stretches across
spare|Extra|Show mercy to
spark|Flicker|Ignite
speak|Talk|___ of the devil
sped|Raced|Went too fast, as a driver
speed|Velocity|Hasten
spell|Magic charm|Dry ___
spend|Pay out|Pass, as time
spike|Nail|Surge, as in prices
spill|Splash|Accidental mess
spin|Twirl|Political slant
spins|Twirls|Whirls around
spit|Spew|Rotisserie rod
spite|Malice|Cut off one's nose to ___ one's face
spits|Spews|Rotisserie rods
split|Divide|Banana ___
spoil|Ruin|Pamper
spoof|Parody|Send-up
spool|Thread holder|Reel
sport|Game|Wear proudly
spot|Notice|X marks the ___
spout|Nozzle|Teapot's pourer
spray|Mist|Aerosol product
spun|Twirled|Rotated
spur|Prod|On the ___ of the moment
spurs|Prods|Cowboy boot attachments
spy|Secret agent|I ___ (guessing game)
squad|Team|Bomb ___
squat|Crouch|Occupy a building illegally
stack|Pile|Heap up
staff|Employees|Walking stick
stage|Phase|___ fright
stain|Blot|Dye for wood
stair|Step|One of a flight
stake|Wooden post|Share in a business
stale|Not fresh|Unoriginal, as jokes
stall|Delay|Barn compartment
stamp|Letter sticker|Rubber ___
stand|Rise|Lemonade ___
star|Celebrity|Shooting ___
stare|Gaze|Look without blinking
stark|Bare|In ___ contrast
stars|Celebrities|Twinkling lights in the sky
start|Begin|Jump in surprise
state|Say|Ohio or Utah
stay|Remain|Halt, as court proceedings
steal|Swipe|Real bargain
steam|Vapor|Let off ___
steel|Girder material|Nerves of ___
steep|Sheer|Soak, as tea
steer|Guide|Longhorn, e.g.
stem|Stalk|Flower part
stems|Stalks|Originates (from)
step|Stride|Watch your ___
steps|Stairs|Paces
stern|Strict|Ship's rear
stick|Twig|___ in the mud
stiff|Rigid|Strong, as a drink
still|Motionless|Moonshiner's apparatus
stir|Mix|___-fry
stirs|Mixes|Awakens
stock|Inventory|Soup base
stone|Rock|___ Age
stood|Stayed upright|Tolerated
stoop|Bend over|Front steps
stop|Halt|Bus ___
store|Shop|General ___
storm|Tempest|Charge into, as a castle
story|Tale|Building level
straw|Drinking tube|The last ___
stray|Wander|Lost pet
strip|Band|Comic ___
study|Hit the books|Home office
stuff|Things|Fill, as a turkey
stump|Tree base|Baffle
stun|Amaze|Daze with a blow
stunt|Feat|Daredevil act
style|Fashion|Go out of ___
such|Of that kind|___ is life
suck|Draw through a straw|Pull in, as a vacuum does
sue|Take to court|File a claim against
sued|Took to court|Filed a lawsuit against
sues|Takes to court|Brings legal action against
sugar|Sweetener|Cane or beet product
suing|Taking to court|Bringing a claim against
suit|Business outfit|Be right for
suite|Hotel apartment|Nutcracker ___
suits|Business outfits|Hearts and spades
sum|Total|Add (up)
sums|Totals|Math problems in grade school
sun|Daytime star|Place in the ___
sunny|Bright|___ side up
super|Great|___ Bowl
sure|Certain|"For ___!"
surge|Sudden rush|Power ___
swam|Did laps|Crossed the Channel, say
swamp|Marsh|Overwhelm
swap|Trade|Switch places
swarm|Horde|Crowd, as bees
sway|Rock|Influence
sways|Rocks|Influences
swear|Vow|Curse
sweat|Perspire|No ___!
sweep|Brush|Clean ___
sweet|Sugary|Home ___ home
swell|Enlarge|Ocean wave
swift|Fast|Fleet-footed
swim|Do laps|Sink or ___
swims|Does laps|Paddles along
swing|Playground seat|Dance style of the Big Band era
swirl|Spin|Eddy
swoop|Dive|One fell ___
sword|Fencing blade|Saber or rapier
swore|Vowed|Cursed
swum|Done laps|Crossed, as a river
swung|Rocked|Changed suddenly, as a mood
tab|Bill|Pick up the ___ (pay)
table|Dinner surface|Periodic ___
tack|Pushpin|Sailing direction
tag|Label|Price ___
tail|Rear end|Follow secretly
take|Grab|Director's shot
taker|One who accepts|Risk-___
takes|Grabs|Director's shots
tale|Story|Fairy ___
tales|Stories|Fibs
talk|Chat|Pep ___
tall|High|___ order
tame|Domesticated|Dull, as a party
tank|Aquarium|Think ___
tanks|Aquariums|Army vehicles
tap|Faucet|___ dance
tape|Adhesive strip|Red ___
tapes|Records|Cassettes
task|Job|Take to ___ (scold)
taste|Flavor|Acquired ___
taunt|Jeer|Tease
tax|Levy|Burden, as patience
taxed|Levied|Strained
taxes|Levies|Strains
taxi|Cab|Move on a runway
teach|Instruct|Be a professor
team|Squad|There's no "I" in ___
teams|Squads|Crews
tear|Rip|Drop from the eye
tell|Say|Show and ___
tells|Says|Informs
tempt|Lure|___ fate
ten|Number of fingers|Hang ___ (surfing move)
tend|Look after|Lean (toward)
tends|Looks after|Leans (toward)
tense|Strained|Past or future
tent|Camping shelter|Big top
tents|Camping shelters|Big tops
term|Word|Semester
terse|Curt|Pithy
test|Exam|Put to the ___
tests|Exams|Trials
text|Words|Message on a phone
texts|Messages|Course readings
thank|Show gratitude|___-you note
thaw|Melt|Defrost
theft|Stealing|Identity ___
theme|Topic|___ park
then|Next|Now and ___
there|In that place|___ you go
thick|Dense|Through ___ and thin
thief|Robber|Pickpocket, e.g.
thigh|Upper leg|Chicken piece
thin|Slender|Sparse
thing|Object|Do your own ___
think|Ponder|Believe
third|One of three parts|Bronze medal place
thou|You, archaically|Holier-than-___
three|Two plus one|Number of blind mice
threw|Tossed|Hurled
throw|Toss|___ in the towel
thumb|Opposable digit|Hitchhike
thus|Therefore|___ far
tick|Clock sound|Check mark
tidy|Neat|Clean up
tie|Knot|Bow ___
ties|Knots|Draws
tiger|Big cat|___ Woods of golf
tight|Snug|Sit ___
tile|Floor square|Ceramic piece
till|Cash register|Plow
tilt|Lean|Full ___ (top speed)
tilts|Leans|Slants
time|Hour|Once upon a ___
times|Eras|Multiplied by
tin|Can|Element with symbol Sn
tiny|Small|Minuscule
tip|Gratuity|___ of the iceberg
tips|Gratuities|Helpful hints
tire|Grow weary|Radial, e.g.
tired|Sleepy|Sick and ___
tires|Grows weary|Radials, e.g.
title|Name of a book|Championship
toast|Browned bread|Raise a glass to
today|On this date|Here ___, gone tomorrow
toe|Foot digit|___ the line
toes|Foot digits|On one's ___ (alert)
token|Symbol|Subway fare coin, once
told|Said|All ___ (in total)
toll|Bridge fee|Take its ___
tome|Big book|Weighty volume
ton|2,000 pounds|Lots and lots
tone|Pitch|___ deaf
tones|Shades|Firms up, as muscles
too|Also|Me ___!
took|Grabbed|Accepted
tool|Hammer or saw|Power ___
tools|Hammers and saws|Instruments
tooth|Molar|Sweet ___
top|Summit|Spinning toy
topic|Subject|___ sentence
torn|Ripped|Undecided, as between choices
toss|Throw|Coin flip
total|Sum|Complete
touch|Feel|Sense of ___
tough|Hard|___ luck
tour|Trip|Band's concert run
tower|Tall structure|Eiffel ___
town|Village|Small ___ charm
towns|Villages|Municipalities
toy|Plaything|Doll or yo-yo
trace|Tiny bit|Copy through thin paper
track|Running circuit|Off the beaten ___
tract|Plot of land|Digestive ___
trade|Swap|Line of work
trail|Path|Paper ___
train|Railroad vehicle|Coach, as an athlete
tramp|Walk heavily|Long, tiring hike
trap|Snare|Mouse ___
traps|Snares|Catches, as mice
trash|Garbage|Bad-mouth
tread|Step|Tire's grip
treat|Goody|Pay for someone else's meal
tree|Oak or elm|Family ___
trees|Oaks or elms|Orchard plantings
trek|Long journey|Hike, as through the mountains
trend|Fad|General direction
trial|Court case|___ and error
tribe|Clan|Kin group
trick|Prank|Hat ___
tries|Attempts|Rugby scores
trim|Cut|Lean and fit
trims|Cuts|Decorates, as a tree
trip|Journey|Road ___
trips|Journeys|Stumbles
trod|Walked|Stepped (on)
troop|Scout group|Soldiers' unit
trot|Jog|Horse's gait
trots|Jogs|Moves at a horse's pace
truck|Pickup or semi|18-wheeler
true|Correct|___ or false
truly|Really|Yours ___
trunk|Elephant's nose|Main part of a tree
trust|Faith|___ fund
truth|Fact|Moment of ___
try|Attempt|Give it a ___
tub|Bath basin|Butter container
tube|Pipe|Toothpaste holder
tubes|Pipes|Tires' inner layers
tubs|Bath basins|Butter containers
tuck|Fold|Insert, as a shirt
tucks|Folds|Inserts, as a shirt
tug|Pull|Boat that tows
tugs|Pulls|Boats that tow
tune|Melody|Change one's ___
tunes|Melodies|Adjusts, as guitars
turn|Rotate|U-___
turns|Rotates|Chances to play
tutor|Private teacher|Coach
twice|Two times|Think ___
twin|Double|Lookalike sibling
twist|Turn|Plot ___
two|Pair|It takes ___ to tango
type|Kind|Use a keyboard
types|Kinds|Enters on a keyboard
ugly|Unattractive|___ duckling
uncle|Aunt's husband|Cry ___ (give up)
under|Below|___ the weather
undo|Reverse|Unfasten, as a button
unify|Bring together|Merge into one
union|Labor group|State of the ___ address
unit|Inch or gram|Apartment in a building
unite|Join|Come together
units|Inches and grams|Apartments in a building
unity|Oneness|Harmony
upper|Higher|Keep a stiff ___ lip
upset|Unhappy|Surprise win
urban|Of the city|___ legend
urge|Strong desire|Press
urged|Pressed|Encouraged
urges|Presses|Strong desires
usage|Amount consumed|Way words are employed
use|Employ|Make ___ of
user|Customer|Computer operator
uses|Employs|Purposes
usual|Normal|As ___
utter|Say|Total, as nonsense
vague|Unclear|Hazy
vain|Conceited|In ___ (to no avail)
valid|Legitimate|Still in force, as a passport
value|Worth|Face ___
valve|Tap|Heart part
van|Delivery vehicle|Camper, e.g.
vary|Differ|Change
vase|Flower holder|Ming ___
vases|Flower holders|Urns
vast|Huge|Like the Sahara
vat|Big tub|Brewery tank
veer|Swerve|___ off course
veers|Swerves|Turns sharply
veil|Bride's face covering|Conceal
vein|Blood vessel|Streak of ore
veins|Blood vessels|Streaks of ore
vend|Sell|Dispense, as snacks from a machine
venue|Location|Concert site
verb|Action word|Run or jump, grammatically
verbs|Action words|Run and jump, grammatically
verse|Poetry|Stanza
very|Extremely|Thank you ___ much
vet|Animal doctor|Check out, as a candidate
vicar|Parish priest|Anglican cleric
vice|Bad habit|___ president
video|Film clip|Music ___
view|Scene|Point of ___
views|Scenes|Opinions
vile|Disgusting|Wicked
vine|Climbing plant|Kudzu or ivy
vines|Climbing plants|Grape plants
vinyl|Record material|Plastic
virus|Germ|Flu cause
visit|Call on|Pay a ___ to
vital|Crucial|___ signs
vivid|Bright|Lifelike
vocal|Outspoken|___ cords
voice|Speech|Express
void|Empty|Null and ___
vote|Ballot|Cast a ___
voted|Cast a ballot|Elected
votes|Ballots|Elects
vouch|Give one's word|Swear (for)
vowel|A, E, I, O or U|"Wheel of Fortune" purchase
wade|Walk in shallow water|Slog (through)
wage|Pay|Minimum ___
wagon|Cart|Little red ___
wail|Howl|Cry loudly
wails|Howls|Cries loudly
wait|Hang on|Serve tables
waits|Hangs on|Serves tables
wake|Rouse|Trail behind a boat
waked|Roused|Stirred from sleep
wakes|Rouses|Trails behind boats
walk|Stroll|Base on balls
walks|Strolls|Paths in a park
wall|Partition|Great ___ of China
walls|Partitions|Fortress barriers
want|Desire|Lack
wants|Desires|Needs
war|Conflict|Price ___
ward|Hospital section|Political district
warm|Cozy|Getting close, in a guessing game
warn|Alert|Caution
warns|Alerts|Cautions
warp|Twist|Time ___
wars|Conflicts|Star ___
wary|Cautious|Leery
was|Existed|Lived
wash|Clean|Car ___
waste|Squander|Lay ___ to
watch|Observe|___ your step
water|H2O|Hold ___ (be valid)
wave|Breaker|Heat ___
waved|Greeted with a hand|Signaled hello
waves|Breakers|Greets with a hand
wax|Candle material|Grow, as the moon
way|Path|No ___!
weak|Feeble|Watery, as coffee
wear|Have on|___ and tear
wears|Has on|Sports
weary|Tired|Sick (of)
weave|Interlace|Hair extension
wed|Marry|Take as a spouse
wee|Tiny|___ hours of the morning
week|Seven days|Work ___
weeks|Seven-day periods|Calendar rows
weep|Cry|Sob
weeps|Cries|Sheds tears
weigh|Measure on a scale|___ anchor
weird|Strange|Eerie
well|Water source|In good health
went|Left|Traveled
west|Compass point|Direction of sunset
wet|Damp|___ blanket
whale|Giant sea mammal|Orca or humpback
wheel|Ferris ___|Big ___ (important person)
while|Period of time|Once in a ___
whim|Impulse|Fancy
whip|Lash|Beat, as cream
whips|Lashes|Beats, as cream
whirl|Spin|Give it a ___ (try)
white|Snowy|___ lie
whole|Entire|The ___ nine yards
whoop|Joyous shout|Cry of glee
why|For what reason|Reporter's question, along with who and what
wide|Broad|Far off target
widen|Broaden|Expand
width|Breadth|Span
wife|Spouse|Married woman
wild|Untamed|___ card
will|Testament|Where there's a ___, there's a way
wills|Testaments|Determinations
win|Victory|Come in first
wind|Breeze|Second ___
winds|Breezes|Coils
wine|Merlot, e.g.|___ and dine
wines|Merlots, e.g.|Vintages
wing|Bird's limb|Buffalo ___
wink|Eye signal|Not sleep a ___
winks|Eye signals|Forty ___ (short nap)
wins|Victories|Triumphs
wipe|Mop|Dry, as dishes
wiped|Mopped|Dried, as dishes
wipes|Mops|Dries, as dishes
wire|Cable|Down to the ___
wires|Cables|Sends money electronically
wise|Sage|Three ___ men
wish|Desire|Make a ___
wit|Humor|At one's ___'s end
witch|Broom rider|Good ___ of the North
witty|Clever|Quick with a quip
wive|Take a bride, old-style|Marry, archaically
wives|Spouses|Old ___' tale
wolf|Pack hunter|Eat greedily
woman|Lady|Female adult
women|Ladies|Female adults
wont|Custom|As is one's ___
wood|Lumber|Knock on ___
word|Term|Give your ___
words|Terms|Lyrics
wore|Had on|Sported
work|Labor|Do the trick
works|Labors|Functions
world|Earth|___ Series
worm|Bait on a hook|Wriggle
worry|Fret|Don't ___, be happy
worse|Not as good|For better or ___
worst|Least good|Defeat
worth|Value|Net ___
wound|Injury|Coiled
wow|Amaze|"Gee whiz!"
wrap|Enclose|Sandwich in a tortilla
wraps|Encloses|Shawls
wrath|Anger|The Grapes of ___
wreck|Ruin|Nervous ___
write|Pen|Nothing to ___ home about
wrong|Incorrect|Rub the ___ way
wrote|Penned|Composed
yard|Lawn|Three feet
yards|Lawns|Gridiron gains
yawn|Sleepy mouth opening|Bore
year|Twelve months|Leap ___
years|Twelve-month periods|Ages
yell|Shout|Holler
yells|Shouts|Hollers
yes|Affirmative|___-man
yeses|Affirmative answers|Agreements
yet|So far|As ___
yield|Give way|Crop output
young|Youthful|___ at heart
youth|Teenager|Fountain of ___
zero|Nothing|Ground ___
zeros|Goose eggs|Ciphers
zone|Area|Time ___
zoom|Speed|Close-up lens
`;
