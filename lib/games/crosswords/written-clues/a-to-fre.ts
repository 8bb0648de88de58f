// Clues written by us for the answers that fill most Minis and Midis: docs/DATA.md, Crosswords written clues.
// Range: abide to freed of the Mini answers. Each clue was written for this site; none is taken from another publication.
import 'server-only';

/** `answer|straight clue|harder clue`, one answer a line, sorted by answer. Server only: the answers are the solution. */
export const WRITTEN_CLUES_A_TO_FRE = `
abide|Tolerate|"I can't ___ rudeness"
able|Competent|Ready, willing and ___
abort|Call off midway|Halt, as a space mission
about|Roughly|Out and ___
above|Overhead|___ and beyond
abuse|Mistreat|Misuse, as power
ace|Expert|Blackjack card worth 1 or 11
ache|Hurt dully|Yearn (for)
ached|Throbbed|Yearned (for)
aches|Pains|Twinges after a workout
acid|Sour substance|Sulfuric ___
acorn|Oak nut|Nut a squirrel might bury
acre|Land measure|Unit of about 4,047 square meters
act|Perform on stage|Law passed by a legislature
actas|Serve as|Function in the capacity of
acted|Performed|Took steps
acton|Follow, as a tip|Take steps based on
actor|Stage performer|Cast member
acute|Sharp|Like an angle under 90 degrees
adapt|Adjust|Rework for the screen, as a novel
add|Total|Say further
added|Totaled|Threw in
adds|Totals|Tacks on
admit|Confess|Let in
adopt|Take on|Embrace, as a policy
adult|Grown-up|Person of full legal age
afew|Some, but not many|"___ Good Men" (1992 film)
affix|Attach|Stick on, as a stamp
after|Following|___ all
again|Once more|Now and ___
age|Years lived|Come of ___
agent|Spy|Representative for an actor
ages|Eras|A very long time
ago|In the past|Long ___ (once upon a time)
agony|Torment|Great suffering
agree|Concur|See eye to eye
ahead|In front|Go ___ (proceed)
aid|Help|First ___ kit
aim|Goal|Take ___ (get ready to shoot)
aimed|Pointed|Intended
aims|Goals|Takes a bead on
air|Atmosphere|Up in the ___ (undecided)
akin|Similar|Related by blood
alarm|Fire ___|Sudden fear
album|Collection of songs|Book of snapshots
alert|Watchful|On one's toes
alias|Assumed name|Name used by a spy
alien|Extraterrestrial|Strange and unfamiliar
align|Line up|Straighten, as car wheels
alike|Similar|Great minds think ___
alive|Living|___ and kicking
all|Every one|Free-for-___
allot|Apportion|Hand out shares of
allow|Permit|Let happen
ally|Friend in war|Partner nation
alone|By oneself|"Home ___" (1990 film)
along|Get ___ (be friendly)|Together (with)
aloud|Audibly|Think ___
alpha|First Greek letter|___ and omega (start and finish)
also|Too|As well
alter|Change|Tailor, as a dress
amaze|Astonish|Stun with wonder
amber|Orangey yellow|Fossil resin that can trap insects
amend|Revise|Change, as a law
amp|Guitarist's speaker|Unit of electric current, for short
ample|Plentiful|More than enough
amuse|Entertain|Tickle
angel|Heavenly being|Early backer of a startup
anger|Rage|___ management
angle|Corner|Fish with rod and line
angry|Mad|Hot under the collar
any|Whichever|At ___ rate
apart|Fall ___|Separated by distance
apply|Put on|Put in for a job
apt|Fitting|Quick to learn
arc|Curve|Story ___
arch|Curved span|Part of the foot
arcs|Curves|Rainbow shapes
area|Region|Length times width, for a rectangle
areas|Regions|Length-times-width figures
arena|Stadium|Field of activity
argue|Bicker|Make a case
arise|Come up|Get up
arm|Limb|Branch of a company
armed|Carrying weapons|___ forces
arms|Weapons|Coat of ___
army|Troops|Salvation ___
arose|Came up|Got out of bed
array|Lineup|Impressive assortment
arrow|Pointer|Straight as an ___
art|Painting or sculpture|State of the ___
ash|Fireplace residue|Tree used for baseball bats
aside|Out of the way|Remark to the audience
ask|Inquire|Pose, as a question
asked|Inquired|Invited
asks|Inquires|Invites
asset|Advantage|Item on a balance sheet
atall|Whatsoever|Not ___ (no way)
atlas|Map book|Titan who held up the sky
atom|Tiny particle|Smallest unit of an element
atoms|Tiny particles|Parts of a molecule
audio|Sound|Broadcast part you hear
aunt|Parent's sister|Uncle's wife
avail|Use|To no ___
avoid|Steer clear of|Dodge
await|Expect|Look forward to
awake|Not asleep|Up and about
award|Prize|Oscar or Emmy
aware|Conscious|In the know
away|Gone|Far ___
awful|Terrible|An ___ lot (very much)
awoke|Stirred from sleep|Stopped dozing
axiom|Self-evident truth|Unproven starting point in math
axis|Center line|X or Y on a graph
baby|Infant|___ steps
back|Rear|___ to square one
backs|Supports|Defenders on a soccer team
bad|Poor|Not ___ (pretty good)
badge|Emblem|Merit ___
badly|Poorly|Very much, as when wanting
bag|Sack|___ of tricks
bags|Sacks|Pack one's ___
bake|Cook in the oven|Make bread
bakes|Cooks in the oven|Prepares pies
ball|Sphere|Formal dance
ban|Prohibit|Official prohibition
banal|Trite|Like a tired cliche
band|Musical group|Rubber ___
bands|Rock groups|Wedding rings
bang|Loud noise|Big ___ theory
bangs|Loud noises|Hair over the forehead
bank|Financial institution|River's edge
bar|Pub|Legal profession
bare|Naked|The ___ minimum
barge|Flatboat|Push in rudely
bark|Dog's sound|Tree covering
barn|Farm building|Hay storage place
barns|Farm buildings|Stables
base|Foundation|Off ___ (wrong)
bases|Foundations|Home and first, on a diamond
bash|Party|Criticize harshly
basic|Fundamental|Bare-bones
basis|Foundation|Underlying principle
bass|Low voice|Fish sought by anglers
bat|Baseball stick|Flying mammal
batch|Group made at one time|Cookies from one oven load
bath|Tub|Bubble ___
bathe|Wash|Take a dip
baud|Modem speed unit|Signaling rate unit
bawl|Cry loudly|Sob noisily
bawls|Cries loudly|Sobs noisily
bay|Cove|Howl like a hound
bays|Coves|Howls at the moon
beach|Shore|___ volleyball
beam|Ray|Smile broadly
beams|Rays|Grins broadly
bean|Legume|Hit on the head, slangily
bear|Grizzly|Market pessimist
beard|Facial hair|Chin growth
bears|Grizzlies|Tolerates
beast|Creature|"Beauty and the ___"
beat|Defeat|Miss a ___
bed|___ and breakfast|Garden plot
beds|Sleeping places|Garden plots
beef|Meat|Complaint
been|Has ___ there|Existed
beg|Plead|Sit up and ___ (dog's trick)
began|Started|Kicked off
begin|Start|Get the ball rolling
begs|Pleads|Entreats
begun|Gotten started|Has ___ (is in progress)
being|Creature|Human ___
bell|Chime|Saved by the ___
bells|Chimes|Jingle ___
belly|Stomach|___ flop
below|Under|Hit ___ the belt
belt|Waistband|Sing with gusto, with "out"
belts|Waistbands|Seat ___
bench|Seat|Substitutes, collectively
bend|Curve|___ over backwards
beset|Plague|Surround with trouble
best|Top|Outdo
bests|Beats|Outdoes
bet|Wager|You ___! (Sure!)
beta|Second Greek letter|Test version
bets|Wagers|Hedges one's ___
bias|Prejudice|Diagonal line, in sewing
bible|Holy book|Authoritative guide
bid|Offer|Auction offer
bids|Offers|Makes an offer at auction
big|Large|___ deal
bigot|SKIP|SKIP
bill|Invoice|Duck's beak
bills|Invoices|Paper money
bin|Storage box|Recycling ___
bind|Tie up|Tight spot
binds|Ties up|Tight spots
bird|Feathered creature|Robin or wren
birds|Feathered creatures|Sparrows and finches
birth|Beginning|Delivery room event
bit|Small piece|Horse's mouthpiece
bite|Nibble|Grab a ___ (eat quickly)
bites|Nibbles|Marks from mosquitoes
bits|Small pieces|Binary digits
black|Dark|Pitch-___
blade|Knife part|Thin leaf, as of grass
blame|Fault|Take the ___
blank|Empty|Draw a ___ (forget)
blast|Explosion|___ from the past
blaze|Fire|Mark, as a trail
bled|Lost blood|Ran, as dyes in the wash
bleed|Lose blood|Run, as colors in a wash
blend|Mix|Puree
bless|___ you! (sneeze reply)|Say grace over
blew|Exhaled hard|Wasted, as a chance
blind|Sightless|Window shade
blink|Close and open the eyes|Lose a staring contest
bliss|Joy|Ignorance is ___
blob|Shapeless mass|Dollop
block|Obstruct|Stretch between two cross streets
blood|Red body fluid|Lineage
bloom|Flower|Glow of health
blot|Stain|Soak up with a tissue
blots|Stains|Ink spots
blow|Punch|___ off steam
blows|Punches|Exhales sharply
blue|Sky color|Once in a ___ moon
bluff|Fake|Call someone's ___
blur|Smudge|Fuzzy image
blurb|Book jacket praise|Short promotional write-up
blush|Redden|Cheek makeup
board|Plank|Across the ___
boast|Brag|Crow
boat|Vessel|Rock the ___
boats|Vessels|Yachts and canoes
bob|Bounce on water|Short haircut
body|Physique|Legislative group
bog|Swamp|Peat source
bogus|Fake|Not legit
boil|Heat until bubbling|Skin sore
boils|Bubbles on the stove|Seethes
bold|Daring|Like thick type
bolt|Dash off|___ from the blue
bomb|Explosive|Total flop
bombs|Explosives|Total flops
bond|Tie|Savings ___
bonds|Ties|Links between atoms
bone|Skeleton part|Funny ___
bonus|Extra|Year-end payment
book|Reserve|By the ___
books|Volumes|Reserves, as a table
boom|Loud noise|Baby ___
boost|Lift|Shot in the arm
boot|Footwear|Car trunk, in Britain
boots|Cowboy ___|Kicks out
bore|Drill|Dull person
bores|Drills|Tedious people
borne|Carried|Endured
boss|Supervisor|Big cheese
both|The two|Each of a pair
bound|Tied up|Leap
bout|Boxing match|Spell, as of flu
bow|Take a ___ (acknowledge applause)|Violinist's need
bowl|Dish|Super ___
bows|Bends at the waist|Gift wrap decorations
box|Carton|Spar in the ring
boxes|Cartons|Spars in the ring
boy|Lad|Oh, ___!
boys|Lads|Sons
brain|Mind|___ freeze
brake|Stop|Car pedal
brand|Label|Mark with a hot iron
brass|Trumpets and trombones|Top military officers
brave|Courageous|"___ New World" (Huxley novel)
bread|___ and butter|Money, in slang
break|Shatter|Give me a ___
breed|Kind of dog|Raise, as livestock
brick|Building block|Fired clay rectangle
brief|Short|Lawyer's document
bring|Fetch|___ home the bacon
broad|Wide|___ daylight
brood|Mope|Hen's chicks
brow|Forehead|Knit one's ___
brown|Chocolate color|Sear
brows|Foreheads|Arches above the eyes
brush|Painter's tool|Undergrowth
buck|Male deer|Pass the ___
bud|Sprout|Nip in the ___
buddy|Chum|Partner on a dive
bug|Insect|Snug as a ___ in a rug
build|Construct|Physique
bulb|Light source|Tulip starter
bulk|Mass|Buy in ___
bull|Male bovine|Take the ___ by the horns
bump|Lump|Goose ___
bunch|Cluster|Bananas come in one
bunk|Bed on a ship|Nonsense
bunks|Stacked beds|Camp beds
burn|Singe|___ the midnight oil
burst|Explode|___ at the seams
bury|Inter|___ the hatchet
bus|School ___|Clear, as tables
bush|Shrub|Beat around the ___
bust|Police raid, slangily|Sculpted head and shoulders
busy|Occupied|___ as a bee
but|However|Except
buy|Purchase|Accept as true
buys|Purchases|Believes
buzz|Bee's hum|Excitement
bye|So long|Free pass in a tournament round
byte|Data unit|Eight bits
cabin|Log ___|Ship's sleeping room
cable|Wire|TV service
cage|Pen|Zoo enclosure
cake|Piece of ___|Bar, as of soap
calf|Young cow|Leg part
call|Phone|Umpire's decision
calls|Phones|Umpire's decisions
calm|Serene|The ___ before the storm
cam|Web ___|Rotating part in an engine
came|Arrived|Showed up
camp|Tent site|Summer ___
camps|Tent sites|Factions
can|Tin|Be able to
cant|Is unable to|Hypocritical talk
cap|Baseball hat|Spending limit
caps|Hats|Bottle tops
car|Auto|Train unit
card|Greeting ___|Jokester
care|Concern|Handle with ___
cared|Felt concern|Gave a hoot
cares|Worries|Gives a hoot
carry|Hold|___-on bag
cars|Autos|Train units
cart|Wagon|Shopping ___
carve|Slice|Sculpt
case|Box|In any ___
cases|Boxes|Lawsuits
cash|Money|___ cow
cast|Throw|Plaster on a broken arm
casts|Throws|Plaster molds
cat|Feline|Lion or tiger
catch|Grab|___-22 (no-win situation)
cater|Provide food for an event|Pander (to)
cats|Felines|Raining ___ and dogs
cause|Reason|Crusade
cave|Grotto|Give in
cease|Stop|___-fire
cell|Mobile phone|Jail room
cells|Mobile phones|Tiny units of living things
cent|Penny|Hundredth of a dollar
cents|Pennies|Two ___' worth
chain|Series|Restaurant group
chair|Seat|Head of a committee
chalk|Blackboard stick|___ it up to experience
chant|Crowd's cry|Sing in a monotone
chaos|Disorder|Mayhem
chap|Fellow|Crack, as lips
char|Scorch|Blacken on the grill
charm|Allure|Lucky ___
chart|Graph|Top 40 list
chase|Pursue|Cut to the ___
chat|Talk|Online conversation
cheap|Inexpensive|Stingy
cheat|Swindle|Copy answers
check|Verify|Rain ___
cheek|Side of the face|Tongue-in-___
cheer|Applaud|___ up
chess|Game with rooks and pawns|Game of kings
chest|Trunk|Treasure ___
chief|Leader|Main
child|Kid|___'s play (easy task)
chill|Coolness|Relax, informally
chin|Face part below the mouth|Keep your ___ up
chins|Lower face parts|Double ___
chip|Fragment|Poker ___
choir|Chorus|Church singers
choke|Gag|Freeze up under pressure
chop|Cut|Karate move
chord|Notes played together|Strike a ___
chose|Picked|Opted for
chuck|Toss|Throw out
chunk|Piece|Large lump
cider|Apple drink|Fall beverage
cigar|Smoke|Havana, for one
cite|Quote|Ticket, as a speeder
cited|Quoted|Ticketed
cites|Quotes|Gives tickets to
city|Metropolis|Urban area
civil|Polite|___ rights
claim|Assert|Baggage ___
clamp|Vise|Woodworker's gripping tool
clap|Applaud|___ of thunder
clash|Conflict|Not go together, as colors
class|Category|___ clown
clay|Potter's material|Feet of ___
clean|Spotless|Come ___ (confess)
clear|Obvious|The coast is ___
clerk|Salesperson|Office worker
click|Snap|Mouse action
cliff|Precipice|Rock face
climb|Ascend|Scale
cling|Stick|___ film (plastic wrap)
clip|Fastener|Video excerpt
clock|Timepiece|Time, as a runner
clog|Block|Wooden shoe
clone|Copy|Dolly the sheep, e.g.
close|Shut|___ call
cloud|Puff in the sky|On ___ nine
club|Golf stick|Join the ___
clubs|Golf sticks|Nightspots
clue|Hint|Not have a ___
clues|Hints|Leads
clump|Cluster|Tuft
clung|Held on tight|Stuck
coach|Trainer|Economy class on a plane
coal|Fuel|Lump of ___ (naughty kid's gift)
coast|Shore|Glide
coat|Jacket|Trench ___
coats|Jackets|Layers of paint
code|Cipher|Area ___
codes|Ciphers|Dress ___
coin|Quarter or dime|Invent, as a phrase
coins|Quarters and dimes|Invents, as words
coke|Soda, in much of the South|Fuel made by heating coal
cold|Chilly|Get ___ feet
colds|Sniffles|Winter ailments
colon|Punctuation mark|Large intestine
comb|Hair tool|Search thoroughly
come|Arrive|___ to terms
comes|Arrives|Shows up
comic|Funny|Stand-up performer
con|Swindle|Drawback
cook|Chef|Prepare dinner
cooks|Chefs|Prepares meals
cool|Slightly cold|Keep your ___
cop|Police officer|Beat walker, informally
cope|Manage|Deal with difficulty
cops|Police officers|Boys in blue
copy|Duplicate|Carbon ___
core|Center|Rotten to the ___
cores|Centers|Apple middles
corn|Maize|Candy ___
cost|Price|Sacrifice
cough|Hack|___ drop
count|Tally|Dracula, for one
court|Tribunal|Woo
cover|Lid|Take ___
cow|Dairy animal|Intimidate
crack|Split|Solve, as a code
craft|Skill|Boat
cramp|Muscle spasm|Writer's ___
crash|Collision|___ course (intensive class)
crawl|Creep|Swimming stroke
crazy|Wild|Head over heels (about)
creak|Squeak|Sound of old stairs
cream|Dairy product|The ___ of the crop
creed|Belief|Statement of faith
creek|Stream|Up the ___ (in trouble)
creep|Crawl|Slow advance
crept|Sneaked|Tiptoed
crest|Peak|Family emblem
crew|Team|Rowing sport
crews|Teams|Ship staffs
cried|Wept|Shouted
cries|Weeps|Shouts
crime|Offense|Partner in ___
crisp|Crunchy|Brisk, as air
crop|Harvest|Trim, as a photo
crops|Harvests|Trims, as a photo
cross|Angry|___ your fingers
crow|Cawing bird|As the ___ flies
crowd|Throng|Three's a ___
crown|Royal headwear|Dental cap
crude|Raw|Unrefined oil
cruel|Mean|Heartless
crush|Squash|Infatuation
cry|Weep|A far ___
cube|Ice ___|Raise to the third power
cue|Signal|Pool stick
cult|Sect|Devoted fan base
cup|Coffee ___|Trophy
cups|Mugs|Trophies
curb|Sidewalk edge|Restrain
cure|Remedy|Smoke, as bacon
cures|Remedies|Preserves, as ham
curl|Ringlet|Biceps exercise
curls|Ringlets|Biceps exercises
curry|Spicy dish|___ favor
curse|Swear|Hex
curve|Bend|Throw someone a ___
cut|Slice|___ corners
cute|Adorable|Too clever by half
cuts|Slices|Reduces
cycle|Bike|Recurring sequence
cynic|Skeptic|Doubter of others' motives
daft|Silly|Foolish, to a Brit
daily|Every day|The ___ grind
damns|SKIP|SKIP
damp|Moist|Like a cellar after rain
dance|Waltz|Tango or tap
dare|Challenge|Truth or ___
dared|Challenged|Ventured
dares|Challenges|Ventures
dark|Unlit|In the ___ (uninformed)
dash|Sprint|Morse code bit
data|Facts|Raw ___
date|Calendar day|Romantic outing
dates|Calendar days|Romantic outings
datum|Fact|Single piece of information
dawn|Daybreak|Crack of ___
dawns|Daybreaks|Becomes clear, with "on"
day|24 hours|Call it a ___
dead|Lifeless|___ heat (tie)
deaf|Unable to hear|Turn a ___ ear
deal|Bargain|Raw ___
deals|Bargains|Hands out, as cards
dealt|Handed out|Coped (with)
dear|Beloved|Expensive
death|Demise|Bored to ___
debt|Liability|National ___
debug|Fix, as code|Remove errors from, as software
debut|First appearance|Premiere
decay|Rot|Tooth ___
deck|Ship's floor|Pack of cards
decks|Ships' floors|Knocks down
deed|Feat|Property document
deem|Judge|Consider to be
deems|Judges|Considers to be
deep|Profound|In ___ water (in trouble)
defy|Resist|___ gravity
delay|Postpone|Holdup
delta|River mouth area|Greek letter after gamma
dense|Thick|Slow-witted
deny|Refuse|Disavow
depth|Distance downward|Out of one's ___
desk|Writing table|Help ___
desks|Writing tables|Office furniture pieces
deter|Discourage|Scare off
devil|Demon|Speak of the ___
dial|Phone|Clock face
diary|Journal|"The ___ of a Young Girl"
dice|Cubes in board games|Cut into small cubes
dices|Chops finely|Cuts into cubes
did|Performed|Served, as time
die|Expire|The ___ is cast
died|Expired|Passed away
dies|Expires|Passes away
diet|Food regime|Balanced ___
diets|Food regimes|Eating plans
dig|Excavate|Enjoy, in slang
digit|Finger|Any of 0 through 9
dim|Faint|Lower, as headlights
dimly|Faintly|Without much light
din|Noise|Racket
dine|Eat|Wine and ___
diner|Eatery|Restaurant patron
dins|Loud noises|Uproars
dip|Chip topper|Quick swim
dire|Dreadful|___ straits
dirt|Soil|Pay ___
dirty|Unclean|Air one's ___ laundry
disc|CD, e.g.|Spinal cushion
disco|1970s dance music|Bee Gees genre
discs|CDs|Spinal cushions
dish|Plate|Satellite TV receiver
disk|Platter|Hard drive part
disks|Platters|Flat circles
ditch|Trench|Last-___ effort
ditto|Same here|Likewise
dive|Plunge|Seedy bar
dodge|Evade|Sidestep
doe|Female deer|Buck's mate
does|Performs|Bucks' mates
dog|Canine|Top ___
dogma|Doctrine|Tenet held unquestioningly
dogs|Canines|Hot ___
doing|Performing|Up to, as mischief
dole|Hand (out)|Unemployment pay, in Britain
don|Put on|Oxford tutor
done|Finished|Cooked through
donor|Giver|Blood bank visitor
doom|Ruin|___ and gloom
dooms|Ruins|Condemns
door|Entrance|Next ___
doors|Entrances|Portals
dose|Amount of medicine|A spoonful, maybe
dot|Point|Polka ___
dots|Points|Connect the ___
doubt|Uncertainty|Benefit of the ___
down|Not up|Feathers for pillows
dozen|Twelve|Baker's ___
draft|Sketch|Military call-up
drag|Pull|Real bore
drags|Pulls|Real bores
drain|Empty|Down the ___
drama|Play|Theatrics
drank|Sipped|Gulped
draw|Sketch|Luck of the ___
draws|Sketches|Ties, in chess
dread|Fear|Foreboding
dream|Reverie|___ team
dress|Gown|Bandage, as a wound
drift|Float|Catch my ___
drill|Bore|Fire ___
drink|Beverage|Soft ___
drip|Leak|Faucet problem
drips|Leaks|Trickles
drive|Steer|Test ___
drop|Let fall|___ in the bucket
drops|Lets fall|Beads of water
drown|Swamp|Soak completely
drug|Medicine|Pharmacy item
drugs|Medicines|Pharmacy stock
drum|Percussion instrument|Snare or kettle
drunk|Intoxicated|Consumed, as a beverage
dry|Arid|Witty in a deadpan way
dual|Double|___ citizenship
duck|Dodge|Sitting ___
ducks|Dodges|Get one's ___ in a row
due|Owed|Expected to arrive
duff|Get off one's ___ (start working)|Plum ___ (steamed pudding)
dull|Boring|Never a ___ moment
dumb|Foolish|Ill-advised
dummy|Mannequin|Ventriloquist's prop
dump|Discard|Landfill
dust|Fine powder|Bite the ___
dusts|Wipes down|Sprinkles, as with sugar
dusty|Grimy|Like a neglected attic
duty|Obligation|Import tax
dwell|Reside|___ on the past
dwelt|Resided|Brooded (on)
each|Apiece|To ___ his own
eager|Keen|___ beaver
eagle|Bird of prey|Two under par
ear|Hearing organ|Corn unit
early|Ahead of time|___ bird
earn|Make|Deserve
earns|Makes|Deserves
ears|Hearing organs|Corn units
earth|Planet|Down to ___
ease|Comfort|Ill at ___
eases|Relieves|Lessens
east|Compass point|"___ of Eden"
easy|Simple|___ as pie
eat|Dine|Have a meal
eaten|Consumed|Devoured
eater|Diner|Picky ___
echo|Reverberation|Canyon reply
edge|Rim|On ___ (nervous)
edges|Rims|Advantages
edit|Revise|Cut, as a film
egg|Omelet ingredient|Urge (on)
ego|Self-image|___ trip
egos|Self-images|Senses of self
eight|Seven plus one|Number of legs on a spider
elbow|Arm joint|___ grease
elect|Vote in|President-___
elite|Top tier|Best of the best
embed|Implant|Insert, as a video
emit|Give off|Discharge
empty|Vacant|___ nest
enact|Pass, as a law|Perform
end|Finish|Dead ___
ends|Finishes|Odds and ___
enemy|Foe|Public ___ No. 1
enjoy|Like|Relish
ensue|Follow|Result
enter|Go in|Type in
entry|Way in|Diary item
envy|Jealousy|Wanting what others have
epic|Saga|"The Iliad," for one
equal|Same|Peer
equip|Outfit|Furnish
era|Age|Jazz ___
eras|Ages|Geological spans
erase|Delete|Wipe out
erect|Upright|Build
ergo|Therefore|Cogito ___ sum
err|Make a mistake|To ___ is human
error|Mistake|Trial and ___
erupt|Explode|Break out
essay|Composition|Try
ethic|Moral principle|Work ___
even|Level|Break ___
event|Occasion|Main ___
ever|Always|Happily ___ after
every|Each|___ now and then
evil|Wicked|Like a villain
evils|Sins|Lesser of two ___
evoke|Summon|Bring to mind
exact|Precise|Demand
exam|Test|Final, e.g.
exert|Apply|Wield
exist|Live|Be
exit|Leave|Way out
extra|Additional|Movie background actor
eye|Organ of sight|___ of the storm
face|Confront|Save ___
faces|Confronts|Clock dials
fact|Truth|Matter of ___
facts|Truths|The ___ of life
fade|Dim|___ to black
faded|Dimmed|Washed out
fades|Dims|Wanes
fail|Flunk|Fall short
fails|Flunks|Falls short
faint|Pass out|Dim
fair|Just|Carnival
fairy|Sprite|Tooth ___
faith|Belief|Leap of ___
fake|Phony|Counterfeit
fall|Tumble|Autumn
false|Untrue|___ alarm
fame|Renown|Hall of ___
fan|Supporter|Strike out, in baseball
fancy|Elegant|Flight of ___
fans|Supporters|Cooling devices
far|Distant|So ___ so good
farce|Comedy|Mockery
fare|Bus ticket price|Get along
farm|Ranch|___ out (subcontract)
fast|Quick|Go without food
fat|Grease|Chew the ___
fatal|Deadly|___ flaw
fate|Destiny|Tempt ___
fates|Destinies|Lots
fault|Flaw|Earthquake zone
fear|Dread|Phobia
fears|Dreads|Phobias
feat|Accomplishment|Exploit
fee|Charge|Price of admission
feed|Nourish|Chicken ___ (paltry sum)
feeds|Nourishes|Social media streams
feel|Touch|___ the pinch
feels|Touches|Senses
fees|Charges|Tuition costs
feet|Body parts with toes|Get one's ___ wet
fence|Barrier|Sit on the ___
fetch|Get|Dog's game
fever|High temperature|Cabin ___
few|Not many|Quite a ___
fewer|Not as many|Less, for countables
field|Meadow|Level playing ___
fifth|Next after fourth|Plead the ___
fifty|Half a hundred|Number of U.S. states
fig|Small sweet fruit|Not care a ___
fight|Battle|Pick a ___
file|Folder|Single ___
filed|Registered|Smoothed, as nails
files|Folders|Smooths, as nails
fill|Stuff|Eat one's ___
fills|Stuffs|Satisfies
film|Movie|Thin layer
films|Movies|Thin layers
final|Last|___ answer
find|Discover|Lucky discovery
finds|Discovers|Bargains
fine|OK|Penalty
fire|Blaze|Dismiss
fires|Blazes|Dismisses
firm|Solid|Company
first|Initial|Love at ___ sight
fish|___ and chips|Angle
fist|Clenched hand|Rule with an iron ___
fists|Clenched hands|Punches
fit|Healthy|___ as a fiddle
fits|Tantrums|By ___ and starts
five|High ___|Number of digits on a hand
fix|Repair|Jam
fixed|Repaired|Rigged
fixes|Repairs|Jams
fixup|Renovate|Set up on a blind date
fizzy|Bubbly|Effervescent
flag|Banner|Wave the white ___
flags|Banners|Red ___ (warning signs)
flame|Fire|Old ___
flank|Side|Cut of beef
flap|Flutter|Tizzy
flash|Sudden burst of light|In a ___
flat|Level|Apartment
flaw|Defect|Weak spot
fled|Ran away|Took off
flee|Run away|Take flight
flees|Runs away|Escapes
fleet|Group of ships|Swift
flesh|Meat|In the ___
flew|Soared|Piloted
fling|Throw|Brief romance
flip|Toss|___ a coin
float|Drift|Parade vehicle
flock|Group of sheep|Congregation
flood|Deluge|Flash ___
floor|Surface underfoot|Story
flour|Bread ingredient|Wheat product
flow|Current|Go with the ___
flown|Soared|Traveled by plane
flows|Streams|Currents
fluid|Liquid|Subject to change
flung|Threw|Hurled
flush|Redden|Royal ___
flute|Woodwind instrument|Champagne glass
flux|Change|In ___ (unsettled)
fly|Soar|___ off the handle
foam|Froth|___ rubber
focus|Concentrate|Center
foe|Enemy|Nemesis
foes|Enemies|Friends' opposites
fog|Mist|Brain ___
fogs|Mists|Steams up, as glasses
foil|Thwart|Kitchen wrap
fold|Crease|Give up
folk|People|___ tale
fond|Affectionate|Bid a ___ farewell
font|Typeface|Baptismal basin
food|Grub|___ for thought
foods|Eats|Comfort ___
fool|Jester|Trick
fools|Jesters|April ___' Day
foot|12 inches|Put one's ___ down
force|Power|Air ___
fork|Utensil with tines|___ in the road
forks|Utensils with tines|Splits in the road
form|Shape|Paperwork to fill in
forms|Shapes|Paperwork
forth|Forward|Back and ___
forty|Four tens|Number of winks in a nap
foul|Nasty|___ play
found|Located|Establish
four|Two plus two|Usual number of table legs
frame|Border|___ of mind
frank|Candid|Hot dog
fraud|Scam|Impostor
freak|Fanatic|Control ___
free|Costing nothing|___ as a bird
freed|Released|Let out of a cage
`;
