// Clues written by us for the answers that fill most Minis and Midis: docs/DATA.md, Crosswords written clues.
// Range: abide to freed of the Mini answers. Each clue was written for this site; none is taken from another publication.
import 'server-only';

/** `answer|straight clue|harder clue`, one answer a line, sorted by answer. Server only: the answers are the solution. */
export const WRITTEN_CLUES_A_TO_FRE = `
abide|Tolerate|"I can't ___ rudeness"
able|Competent|Having what it takes
abort|Call off midway|Cancel before launch
about|Roughly|Concerning
above|Overhead|Higher than
abuse|Mistreat|Misuse, as power
ace|Expert|Blackjack card worth 1 or 11
ache|Hurt dully|Yearn (for)
ached|Throbbed|Yearned (for)
aches|Pains|Twinges after a workout
acid|Sour substance|Vinegar, chemically speaking
acorn|Oak nut|Nut a squirrel might bury
acre|Land measure|Unit of about 4,047 square meters
act|Perform on stage|Law passed by a legislature
actas|Play the part of|Function in the capacity of
acted|Performed|Took steps
acton|Follow, as a tip|Take steps based on
actor|Stage performer|Cast member
acute|Sharp|Like an angle under 90 degrees
adapt|Adjust|Rework for the screen, as a novel
add|Total|Say further
added|Summed|Threw in
adds|Totals|Tacks on
admit|Confess|Let in
adopt|Take on|Embrace, as a policy
adult|Grown-up|Person of full legal age
afew|Some, but not many|"___ Good Men" (1992 film)
affix|Attach|Stick on, as a stamp
after|Following|Later than
again|Once more|Anew
age|Years lived|Era
agent|Spy|Representative for an actor
ages|Eras|A very long time
ago|In the past|Long ___ (once upon a time)
agony|Torment|Great suffering
agree|Concur|See eye to eye
ahead|In front|Leading, in a race
aid|Help|First ___ kit
aim|Goal|Point, as a camera
aimed|Pointed|Intended
aims|Goals|Takes a bead on
air|Atmosphere|Put on TV
akin|Similar|Related by blood
alarm|Alert signal|Wake-up device
album|Collection of songs|Book of snapshots
alert|Watchful|Warning
alias|Assumed name|Name used by a spy
alien|Extraterrestrial|Foreign
align|Line up|Straighten, as car wheels
alike|Similar|In the same way
alive|Living|Full of energy
all|Every one|Free-for-___
allot|Apportion|Hand out shares of
allow|Permit|Let happen
ally|Friend in war|Partner nation
alone|By oneself|Solo
along|Forward|Get ___ (be friendly)
aloud|Audibly|So others can hear
alpha|First Greek letter|Dominant, as a wolf
also|Too|In addition
alter|Change|Tailor, as a dress
amaze|Astonish|Stun with wonder
amber|Orangey yellow|Fossil resin that can trap insects
amend|Revise|Change, as a law
amp|Stage speaker|Unit of electric current, for short
ample|Plenty|More than enough
amuse|Entertain|Tickle
angel|Heavenly being|Early backer of a startup
anger|Rage|___ management
angle|Corner|Fish with rod and line
angry|Mad|Irate
any|Whichever|At ___ rate
apart|Separated|In pieces
apply|Put on|Seek a job
apt|Fitting|Likely
arc|Curve|Story ___
arch|Curved span|Part of the foot
arcs|Curves|Rainbow shapes
area|Region|Length times width, for a rectangle
areas|Regions|Zones
arena|Stadium|Field of activity
argue|Bicker|Contend
arise|Come up|Get up
arm|Limb|Branch of a company
armed|Carrying weapons|Equipped
arms|Weapons|Upper limbs
army|Troops|Large crowd
arose|Came up|Got out of bed
array|Lineup|Display
arrow|Pointer|Archer's shaft
art|Painting or sculpture|Skill
ash|Fireplace residue|Tree used for baseball bats
aside|Out of the way|Remark to the audience
ask|Inquire|Pose, as a question
asked|Inquired|Invited
asks|Inquires|Invites
asset|Advantage|Item on a balance sheet
atall|Whatsoever|Not ___ (no way)
atlas|Map book|Titan who held up the sky
atom|Tiny particle|Smallest unit of an element
atoms|Tiny particles|Things split in a reactor
audio|Sound|Soundtrack
aunt|Parent's sister|Uncle's wife
avail|Use|To no ___
avoid|Steer clear of|Dodge
await|Expect|Look forward to
awake|Not asleep|Up and about
award|Prize|Oscar or Emmy
aware|Conscious|In the know
away|Gone|On vacation
awful|Terrible|Dreadful
awoke|Stirred from sleep|Got up
axiom|Truth|Self-evident principle
axis|Center line|X or Y on a graph
baby|Infant|Youngest child
back|Rear|Support
backs|Supports|Defenders on a soccer team
bad|Poor|Naughty
badge|Emblem|Scout's award
badly|Poorly|Very much, as when wanting
bag|Sack|Piece of luggage
bags|Sacks|Luggage
bake|Cook in the oven|Make bread
bakes|Cooks in the oven|Prepares pies
ball|Sphere|Formal dance
ban|Prohibit|Forbid
banal|Trite|Unoriginal
band|Musical group|Rubber ___
bands|Rock groups|Wedding rings
bang|Loud noise|Slam
bangs|Loud noises|Hair over the forehead
bank|Financial institution|River's edge
bar|Pub|Legal profession
bare|Naked|Empty
barge|Flatboat|Push in rudely
bark|Dog's sound|Tree covering
barn|Farm building|Hay storage place
barns|Farm buildings|Stables
base|Foundation|Military camp
bases|Foundations|Home and first, on a diamond
bash|Party|Criticize harshly
basic|Fundamental|Bare-bones
basis|Foundation|Underlying principle
bass|Low voice|Fish sought by anglers
bat|Baseball stick|Flying mammal
batch|Group|Cookies baked at one time
bath|Tub|Bubble ___
bathe|Wash|Swim
baud|Modem speed unit|Data transmission rate
bawl|Cry loudly|Sob noisily
bawls|Cries loudly|Sobs noisily
bay|Cove|Howl like a hound
bays|Coves|Howls at the moon
beach|Shore|Sandy coast
beam|Ray|Smile broadly
beams|Rays|Grins broadly
bean|Legume|Hit on the head
bear|Grizzly|Market pessimist
beard|Facial hair|Chin growth
bears|Grizzlies|Tolerates
beast|Creature|"Beauty and the ___"
beat|Defeat|Rhythm
bed|Place to sleep|Garden plot
beds|Sleeping places|Garden plots
beef|Meat|Complaint
been|Has ___ there|Existed
beg|Plead|Sit up and ___ (dog's trick)
began|Started|Kicked off
begin|Start|Commence
begs|Pleads|Entreats
begun|Started|Commenced
being|Creature|Existence
bell|Chime|Church tower ringer
bells|Chimes|Jingle ___
belly|Stomach|___ flop
below|Under|Beneath
belt|Waistband|Sing with gusto, with "out"
belts|Waistbands|Seat ___
bench|Seat|Substitutes, collectively
bend|Curve|Flex, as a knee
beset|Plague|Assail
best|Top|Finest
bests|Beats|Outdoes
bet|Wager|Gamble
beta|Second Greek letter|Test version
bets|Wagers|Hedges one's ___
bias|Prejudice|Slant
bible|Holy book|Authoritative guide
bid|Offer|Auction offer
bids|Offers|Makes an offer at auction
big|Large|Important
bigot|Intolerant person|Prejudiced person
bill|Invoice|Duck's beak
bills|Invoices|Paper money
bin|Container|Recycling ___
bind|Tie up|Tight spot
binds|Ties up|Tight spots
bird|Feathered creature|Robin or wren
birds|Feathered creatures|Sparrows and finches
birth|Beginning|Delivery room event
bit|Small piece|Horse's mouthpiece
bite|Nibble|Quick snack
bites|Nibbles|Marks from mosquitoes
bits|Small pieces|Binary digits
black|Dark|Like a tuxedo, usually
blade|Edge|Leaf of grass
blame|Fault|Hold responsible
blank|Empty|Space to fill in on a form
blast|Explosion|Great time
blaze|Fire|Mark, as a trail
bled|Lost blood|Ran, as dyes in the wash
bleed|Lose blood|Run, as colors in a wash
blend|Mix|Smoothie maker's task
bless|Consecrate|Say grace over
blew|Exhaled hard|Wasted, as a chance
blind|Sightless|Window shade
blink|Wink|Lose a staring contest
bliss|Joy|Perfect happiness
blob|Shapeless mass|Dollop
block|Obstruct|City square
blood|Family line|It runs through your veins
bloom|Flower|Glow of health
blot|Stain|Soak up with a tissue
blots|Stains|Ink spots
blow|Punch|Puff
blows|Punches|Exhales sharply
blue|Sky color|Down in the dumps
bluff|Fake|Poker player's deceit
blur|Smudge|Fuzzy image
blurb|Book jacket praise|Short promotional write-up
blush|Redden|Cheek makeup
board|Plank|Get on, as a plane
boast|Brag|Crow
boat|Vessel|Rowing craft
boats|Vessels|Yachts and canoes
bob|Bounce on water|Short haircut
body|Physique|Legislative group
bog|Swamp|Marsh
bogus|Fake|Phony
boil|Heat until bubbling|Skin sore
boils|Bubbles on the stove|Seethes
bold|Daring|Like thick type
bolt|Dash off|Lock with a sliding bar
bomb|Explosive|Total flop
bombs|Explosives|Total flops
bond|Tie|Savings ___
bonds|Ties|Links between atoms
bone|Skeleton part|Dog's chew
bonus|Extra|Year-end payment
book|Reserve|Novel
books|Volumes|Reserves, as a table
boom|Loud noise|Rapid growth period
boost|Lift|Shot in the arm
boot|Footwear|Kick out
boots|Hiking footwear|Kicks out
bore|Drill|Dull person
bores|Drills|Tedious people
borne|Carried|Endured
boss|Supervisor|Big cheese
both|The two|Each of a pair
bound|Tied up|Leap
bout|Boxing match|Spell, as of flu
bow|Take a ___ (acknowledge applause)|Violinist's need
bowl|Dish|Roll for strikes
bows|Bends at the waist|Gift wrap decorations
box|Carton|Spar in the ring
boxes|Cartons|Spars in the ring
boy|Lad|Son
boys|Lads|Sons
brain|Mind|Genius
brake|Stop|Car pedal
brand|Label|Trademark
brass|Trumpets and trombones|Top military officers
brave|Courageous|Face without fear
bread|Loaf|Money, in slang
break|Shatter|Recess
breed|Kind of dog|Raise, as livestock
brick|Building block|Gold ___ (bullion bar)
brief|Short|Lawyer's document
bring|Fetch|___ home the bacon
broad|Wide|Sweeping
brood|Mope|Hen's chicks
brow|Forehead|Knit one's ___
brown|Chocolate color|Sear
brows|Foreheads|Arches above the eyes
brush|Painter's tool|Undergrowth
buck|Male deer|Dollar
bud|Sprout|Pal
buddy|Chum|Partner on a dive
bug|Insect|Annoy
build|Construct|Physique
bulb|Light source|Tulip starter
bulk|Mass|Large quantity
bull|Male cattle|Market optimist
bump|Bruise|Knock
bunch|Cluster|Lots
bunk|Bed on a ship|Nonsense
bunks|Stacked beds|Camp beds
burn|Singe|Scald
burst|Explode|Sudden rush
bury|Inter|Hide
bus|Public transport|Clear, as tables
bush|Shrub|Hedge plant
bust|Police raid|Sculpted head and shoulders
busy|Occupied|Tied up
but|However|Except
buy|Purchase|Accept as true
buys|Purchases|Believes
buzz|Bee's hum|Excitement
bye|So long|Farewell
byte|Data unit|Eight bits
cabin|Log house|Ship room
cable|Wire|TV service
cage|Pen|Zoo enclosure
cake|Dessert|Birthday treat
calf|Young cow|Leg part
call|Phone|Umpire's decision
calls|Phones|Umpire's decisions
calm|Serene|Soothe
cam|Web ___|Rotating part in an engine
came|Arrived|Showed up
camp|Tent site|Summer ___
camps|Tent sites|Factions
can|Tin|Be able to
cant|Is unable to|Hypocritical talk
cap|Baseball hat|Spending limit
caps|Hats|Limits
car|Auto|Train unit
card|Greeting ___|Jokester
care|Concern|Look after
cared|Felt concern|Gave a hoot
cares|Worries|Gives a hoot
carry|Hold|Tote
cars|Autos|Train units
cart|Wagon|Shopping ___
carve|Slice|Sculpt
case|Box|Lawsuit
cases|Boxes|Lawsuits
cash|Money|Bills and coins
cast|Throw|Plaster on a broken arm
casts|Throws|Plaster molds
cat|Feline|Kitty
catch|Grab|Drawback
cater|Provide food for an event|Pander
cats|Felines|Kitties
cause|Reason|Crusade
cave|Grotto|Give in
cease|Stop|___-fire
cell|Mobile phone|Battery
cells|Mobile phones|Tiny units of living things
cent|Penny|Hundredth of a dollar
cents|Pennies|Small change
chain|Series|Restaurant group
chair|Seat|Head of a committee
chalk|Blackboard stick|Gym powder
chant|Slogan|Repeated cry
chaos|Disorder|Mayhem
chap|Fellow|Crack, as lips
char|Scorch|Burn
charm|Allure|Lucky ___
chart|Graph|Top 40 list
chase|Pursue|Run after
chat|Talk|Gab
cheap|Inexpensive|Stingy
cheat|Swindle|Copy answers
check|Verify|Restaurant bill
cheek|Face part|Impudence
cheer|Applaud|Hurrah
chess|Board game|Game of kings
chest|Trunk|Torso
chief|Leader|Main
child|Kid|Offspring
chill|Cold|Relax
chin|Jaw|Keep your ___ up
chins|Jaws|Double ___
chip|Fragment|Poker ___
choir|Chorus|Church singers
choke|Gag|Freeze up under pressure
chop|Cut|Karate move
chord|Harmony|C-E-G, for one
chose|Picked|Selected
chuck|Toss|Throw out
chunk|Piece|Large lump
cider|Apple drink|Fall beverage
cigar|Smoke|Havana
cite|Quote|Mention
cited|Quoted|Mentioned
cites|Quotes|Mentions
city|Metropolis|Town
civil|Polite|___ rights
claim|Assert|Demand
clamp|Clip|Grip
clap|Applaud|Thunder sound
clash|Conflict|Not go together, as colors
class|Category|Lesson
clay|Mud|Potter's material
clean|Spotless|Like a fresh slate
clear|Obvious|Transparent
clerk|Salesperson|Office worker
click|Snap|Mouse action
cliff|Precipice|Rock face
climb|Ascend|Scale
cling|Stick|Hold on tight
clip|Fastener|Trim
clock|Timepiece|Wall ___
clog|Block|Wooden shoe
clone|Copy|Duplicate
close|Shut|Near
cloud|Puff in the sky|Rain source
club|Golf stick|Nightspot
clubs|Golf sticks|Nightspots
clue|Hint|Lead
clues|Hints|Leads
clump|Cluster|Tuft
clung|Held on tight|Stuck
coach|Trainer|Bus
coal|Fuel|Black mineral
coast|Shore|Glide
coat|Jacket|Layer of paint
coats|Jackets|Layers of paint
code|Cipher|Area ___
codes|Ciphers|Dress rules, e.g.
coin|Quarter or dime|Invent, as a phrase
coins|Change|Invents, as a word
coke|Soda, in much of the South|Fuel made by heating coal
cold|Chilly|Get ___ feet
colds|Chills|Winter sniffles
colon|Punctuation mark|Large intestine
comb|Hair tool|Search thoroughly
come|Arrive|Show up
comes|Arrives|Shows up
comic|Funny|Stand-up performer
con|Swindle|Drawback
cook|Chef|Prepare dinner
cooks|Chefs|Prepares meals
cool|Chilly|Hip
cop|Police officer|Officer on the beat
cope|Manage|Deal with difficulty
cops|Police officers|Officers on the beat
copy|Duplicate|Imitate
core|Center|Apple's middle
cores|Centers|Apple middles
corn|Maize|Cob grain
cost|Price|Expense
cough|Hack|Clear the throat
count|Tally|Dracula, for one
court|Tribunal|Woo
cover|Lid|Book jacket
cow|Dairy animal|Intimidate
crack|Split|Solve, as a code
craft|Skill|Boat
cramp|Muscle spasm|Writer's ___
crash|Collision|Sudden market fall
crawl|Creep|Swimming stroke
crazy|Wild|Absurd
creak|Squeak|Sound of old stairs
cream|Dairy product|Best part
creed|Belief|Credo
creek|Stream|Brook
creep|Crawl|Slow advance
crept|Sneaked|Tiptoed
crest|Peak|Family emblem
crew|Team|Rowing sport
crews|Teams|Ship staffs
cried|Wept|Shouted
cries|Weeps|Shouts
crime|Offense|Felony
crisp|Crunchy|Brisk, as air
crop|Harvest|Trim, as a photo
crops|Harvests|Trims, as a photo
cross|Angry|Go over
crow|Blackbird|Brag
crowd|Throng|Audience
crown|Tiara|Dental cap
crude|Raw|Unrefined oil
cruel|Mean|Heartless
crush|Squash|Infatuation
cry|Weep|Shout
cube|Ice ___|Raise to the third power
cue|Signal|Pool stick
cult|Sect|Devoted fan base
cup|Mug|Trophy
cups|Mugs|Trophies
curb|Sidewalk edge|Restrain
cure|Remedy|Heal
cures|Remedies|Preserves, as ham
curl|Ringlet|Biceps exercise
curls|Ringlets|Biceps exercises
curry|Spicy dish|___ favor
curse|Swear|Hex
curve|Bend|Pitch that breaks
cut|Slice|___ corners
cute|Adorable|Too clever by half
cuts|Slices|Reduces
cycle|Bike|Recurring sequence
cynic|Skeptic|Doubter of others' motives
daft|Silly|Foolish, to a Brit
daily|Every day|Newspaper
damns|Condemns|___ with faint praise
damp|Moist|Muggy
dance|Waltz|Prom event
dare|Challenge|Venture
dared|Challenged|Ventured
dares|Challenges|Ventures
dark|Unlit|Gloomy
dash|Sprint|Punctuation mark
data|Facts|Information
date|Day|Romantic outing
dates|Days|Romantic outings
datum|Fact|Single piece of information
dawn|Daybreak|Sunrise
dawns|Daybreaks|Occurs (to)
day|Date|24 hours
dead|Lifeless|Completely, as in "___ tired"
deaf|Unable to hear|Turn a ___ ear
deal|Bargain|Hand out, as cards
deals|Bargains|Hands out, as cards
dealt|Handed out|Coped (with)
dear|Beloved|Expensive
death|Demise|End
debt|Liability|What's owed
debug|Fix, as code|Remove errors from, as software
debut|First appearance|Premiere
decay|Rot|Decline
deck|Ship's floor|Pack of cards
decks|Ship's floors|Knocks down
deed|Feat|Property document
deem|Judge|Consider to be
deems|Judges|Considers to be
deep|Profound|Far down
defy|Resist|Disobey
delay|Postpone|Holdup
delta|River mouth area|Greek letter after gamma
dense|Thick|Slow-witted
deny|Refuse|Disavow
depth|Deepness|Profundity
desk|Writing table|Office furniture
desks|Writing tables|Office furniture pieces
deter|Discourage|Prevent
devil|Demon|Mischievous child
dial|Phone|Clock face
diary|Journal|"The ___ of a Young Girl"
dice|Cubes in craps|Cut into small cubes
dices|Chops finely|Cuts into cubes
did|Performed|Accomplished
die|Expire|Cube with pips
died|Expired|Passed away
dies|Expires|Passes away
diet|Food regime|Eating plan
diets|Food regimes|Eating plans
dig|Excavate|Enjoy
digit|Finger|Number
dim|Faint|Dull
dimly|Faintly|Without much light
din|Noise|Racket
dine|Eat|Have supper
diner|Eatery|Cafe
dins|Loud noises|Uproars
dip|Chip topper|Quick swim
dire|Dreadful|Desperate
dirt|Soil|Gossip
dirty|Unclean|Filthy
disc|CD, e.g.|Spinal cushion
disco|1970s dance music|Bee Gees genre
discs|CDs|Spinal cushions
dish|Plate|Gossip
disk|Platter|Hard drive part
disks|Platters|Flat circles
ditch|Trench|Abandon
ditto|Same here|Likewise
dive|Plunge|Seedy bar
dodge|Evade|Sidestep
doe|Female deer|Buck's mate
does|Performs|Female deer
dog|Pup|Follow closely
dogma|Doctrine|Tenet held unquestioningly
dogs|Canines|Hounds
doing|Performing|Up to, as mischief
dole|Hand out|Unemployment pay, in Britain
don|Put on|Oxford tutor
done|Finished|Cooked through
donor|Giver|Blood bank visitor
doom|Ruin|Fate
dooms|Ruins|Condemns
door|Entrance|Portal
doors|Entrances|Portals
dose|Amount|Measure
dot|Point|Polka ___
dots|Points|Polka ___
doubt|Uncertainty|Question
down|Below|Feathers for pillows
dozen|Twelve|Baker's ___
draft|Sketch|Military call-up
drag|Pull|Real bore
drags|Pulls|Real bores
drain|Empty|Exhaust
drama|Play|Theatrics
drank|Sipped|Gulped
draw|Sketch|Tie game
draws|Sketches|Ties, in chess
dread|Fear|Anxiety
dream|Reverie|Aspiration
dress|Gown|Bandage, as a wound
drift|Float|Snow pile
drill|Bore|Practice exercise
drink|Beverage|Sip
drip|Leak|Faucet problem
drips|Leaks|Trickles
drive|Steer|Ambition
drop|Let fall|Bead of water
drops|Lets fall|Beads of water
drown|Swamp|Soak completely
drug|Medicine|Pharmacy item
drugs|Medicines|Pharmacy stock
drum|Percussion instrument|Snare or kettle
drunk|Intoxicated|Consumed, as a beverage
dry|Arid|Witty in a deadpan way
dual|Double|Twofold
duck|Dodge|Mallard
ducks|Dodges|Mallards
due|Owed|Expected to arrive
duff|Get off one's ___ (start working)|Plum ___ (steamed pudding)
dull|Boring|Blunt
dumb|Foolish|Ill-advised
dummy|Mannequin|Ventriloquist's prop
dump|Discard|Landfill
dust|Grime|Wipe off the furniture
dusts|Wipes down|Sprinkles, as with sugar
dusty|Grimy|Like a neglected attic
duty|Obligation|Import tax
dwell|Reside|Brood (on)
dwelt|Resided|Brooded (on)
each|Apiece|Every one
eager|Keen|Raring to go
eagle|Bird of prey|Two under par
ear|Hearing organ|Corn unit
early|Ahead of time|Premature
earn|Make|Deserve
earns|Makes|Deserves
ears|Hearing organs|Corn cobs
earth|Planet|Soil
ease|Comfort|Lessen
eases|Relieves|Lessens
east|Compass point|Where the sun rises
easy|Simple|Relaxed
eat|Dine|Have a meal
eaten|Consumed|Devoured
eater|Diner|Picky ___
echo|Reverberation|Repeat
edge|Rim|Advantage
edges|Rims|Advantages
edit|Revise|Cut, as a film
egg|Omelet ingredient|Urge (on)
ego|Self-image|Freudian self
egos|Self-images|Senses of self
eight|Seven plus one|Number of legs on a spider
elbow|Arm joint|Push aside
elect|Vote in|President-___
elite|Top tier|Best of the best
embed|Implant|Insert, as a video
emit|Give off|Discharge
empty|Vacant|Hollow
enact|Pass, as a law|Perform
end|Finish|Goal
ends|Finishes|Goals
enemy|Foe|Adversary
enjoy|Like|Relish
ensue|Follow|Result
enter|Go in|Type in
entry|Way in|Diary item
envy|Jealousy|Green-eyed monster
epic|Saga|Grand
equal|Same|Peer
equip|Outfit|Furnish
era|Age|Period
eras|Ages|Periods
erase|Delete|Wipe out
erect|Upright|Build
ergo|Therefore|Hence
err|Make a mistake|Go astray
error|Mistake|Slip-up
erupt|Explode|Break out
essay|Composition|Try
ethic|Moral principle|Work ___
even|Level|Tied
event|Occasion|Happening
ever|Always|At any time
every|Each|All
evil|Wicked|Sinful
evils|Sins|Wrongs
evoke|Summon|Bring to mind
exact|Precise|Demand
exam|Test|Final, e.g.
exert|Apply|Wield
exist|Live|Be
exit|Leave|Way out
extra|More|Bonus
eye|Organ of sight|Needle's hole
face|Confront|Clock dial
faces|Confronts|Clock dials
fact|Truth|Reality
facts|Truths|Realities
fade|Dim|Wane
faded|Dimmed|Washed out
fades|Dims|Wanes
fail|Flunk|Fall short
fails|Flunks|Falls short
faint|Pass out|Dim
fair|Just|Carnival
fairy|Sprite|Tooth ___
faith|Belief|Trust
fake|Phony|Counterfeit
fall|Tumble|Autumn
false|Untrue|Wrong
fame|Renown|Celebrity
fan|Supporter|Strike out, in baseball
fancy|Elegant|Imagine
fans|Supporters|Cooling devices
far|Distant|Very much
farce|Comedy|Mockery
fare|Bus ticket price|Get along
farm|Ranch|___ out (subcontract)
fast|Quick|Go without food
fat|Grease|Plump
fatal|Deadly|Lethal
fate|Destiny|Lot
fates|Destinies|Lots
fault|Flaw|Earthquake zone
fear|Dread|Phobia
fears|Dreads|Phobias
feat|Accomplishment|Exploit
fee|Charge|Lawyer's charge
feed|Nourish|Dinner for livestock
feeds|Nourishes|Social media streams
feel|Touch|Sense
feels|Touches|Senses
fees|Charges|Tuition costs
feet|Body parts with toes|A yard has three
fence|Barrier|Swordfight
fetch|Get|Dog's game
fever|High temperature|Frenzy
few|Not many|Quite a ___
fewer|Not as many|Less, for countables
field|Meadow|Area of study
fifth|After fourth|Plead the ___
fifty|Half a hundred|Number of U.S. states
fig|Small sweet fruit|Not care a ___
fight|Battle|Argue
file|Folder|Nail smoother
filed|Registered|Smoothed, as nails
files|Folders|Smooths, as nails
fill|Stuff|Plenty
fills|Stuffs|Satisfies
film|Movie|Thin layer
films|Movies|Thin layers
final|Last|Ultimate
find|Discover|Locate
finds|Discovers|Bargains
fine|OK|Penalty
fire|Blaze|Dismiss
fires|Blazes|Dismisses
firm|Solid|Company
first|Initial|Gold medalist
fish|Angle|Trout, for one
fist|Clenched hand|Punch
fists|Clenched hands|Punches
fit|Healthy|Tantrum
fits|Tantrums|Suits
five|High ___|Number of fingers on a hand
fix|Repair|Jam
fixed|Repaired|Rigged
fixes|Repairs|Jams
fixup|Repair|Set up on a blind date
fizzy|Bubbly|Effervescent
flag|Banner|Mark for attention
flags|Banners|Droops
flame|Fire|Sweetheart
flank|Side|Cut of beef
flap|Wave|Tizzy
flash|Blink|Camera light
flat|Level|Apartment
flaw|Defect|Blemish
fled|Ran away|Escaped
flee|Run away|Escape
flees|Runs away|Escapes
fleet|Navy|Swift
flesh|Meat|Skin
flew|Soared|Piloted
fling|Throw|Brief romance
flip|Toss|Somersault
float|Drift|Parade vehicle
flock|Herd|Congregation
flood|Deluge|Overwhelm
floor|Ground|Story
flour|Bread ingredient|Wheat product
flow|Current|Stream
flown|Soared|Piloted
flows|Streams|Currents
fluid|Liquid|Flowing
flung|Threw|Hurled
flush|Redden|Royal ___
flute|Woodwind instrument|Champagne glass
flux|Change|In ___ (unsettled)
fly|Soar|Pest
foam|Froth|Lather
focus|Concentrate|Center
foe|Enemy|Nemesis
foes|Enemies|Rivals
fog|Mist|Haze
fogs|Mists|Hazes
foil|Thwart|Kitchen wrap
fold|Crease|Give up
folk|People|Music genre
fond|Affectionate|Loving
font|Typeface|Baptismal basin
food|Grub|Nourishment
foods|Eats|Edibles
fool|Idiot|Trick
fools|Idiots|Tricks
foot|12 inches|Base
force|Power|Compel
fork|Utensil|Split in the road
forks|Utensils|Splits in the road
form|Shape|Paperwork to fill in
forms|Shapes|Paperwork
forth|Forward|Back and ___
forty|Four tens|Number of winks in a nap
foul|Nasty|Rule violation
found|Located|Establish
four|Quartet|Number of legs on a table
frame|Border|Picture holder
frank|Candid|Hot dog
fraud|Scam|Impostor
freak|Fanatic|Control ___
free|Gratis|Release
freed|Released|Liberated
`;
