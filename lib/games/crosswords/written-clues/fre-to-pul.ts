// Clues written by us for the answers that fill most Minis and Midis: docs/DATA.md, Crosswords written clues.
// Range: frees to pulls of the Mini answers. Each clue was written for this site; none is taken from another publication.
import 'server-only';

/** `answer|straight clue|harder clue`, one answer a line, sorted by answer. Server only: the answers are the solution. */
export const WRITTEN_CLUES_FRE_TO_PUL = `
frees|Liberates|Lets out of a cage
fresh|Just picked|___ start
frog|Pond hopper|Grown-up tadpole
front|Forward part|Weather map line between air masses
frown|Scowl|Look of displeasure
froze|Turned to ice|Stood stock-still
fruit|Apple or pear|Bear ___ (yield results)
fry|Cook in oil|Small ___ (unimportant people)
fudge|Chocolate treat|Falsify, as numbers
fuel|Gas or coal|Feed, as a rumor or a fire
full|Stuffed|___ moon
fully|Completely|In every respect
fume|Seethe|Stew in anger
fun|Enjoyment|Just for ___
fund|Money pool|Trust ___
funds|Money|Financial resources
funny|Amusing|A bit odd, as a feeling
fur|Animal coat|Pelt on a cat or fox
furry|Covered in hair|Like a teddy bear
furs|Pelts|Sables and minks, on a coat rack
fury|Rage|Violent force, as of a storm
fuse|Meld|Short ___ (quick temper)
fuss|Commotion|Kick up a ___
fussy|Picky|Hard to please
fuzzy|Blurry|Covered in soft down, like a peach
gag|Joke|Running ___ (recurring bit)
gain|Acquire|Put on, as weight
gains|Profits|Closes in (on)
game|Match|Up for anything
games|Contests|Chess and checkers
gang|Crew|Group of pals
gangs|Crews|Groups of pals, informally
gap|Opening|Generation ___
gaps|Openings|Holes in one's knowledge
gas|Fuel|Helium or neon
gases|Vapors|Oxygen and nitrogen
gasp|Sudden breath|Last ___ (final effort)
gasps|Pants|Sharp breaths of surprise
gate|Entrance|Airport boarding spot
gaunt|Haggard|Thin and bony
gave|Donated|Handed over
gay|Merry, old-style|Lighthearted, as in "Deck the Halls"
gaze|Stare|Look long and steadily
gazed|Stared|Looked dreamily
gazes|Stares|Looks long and hard
gear|Equipment|Car's first or second
genre|Category|Mystery or romance, in books
get|Obtain|Understand, informally
getin|Enter|Be admitted, as to a college
geton|Board, as a train|Grow older
gets|Obtains|Understands
getto|Reach|"Don't let it ___ you"
getup|Rise|Outfit, informally
ghost|Spirit|___ town
giant|Huge|Fairy-tale beanstalk dweller
gift|Present|The ___ of gab
gifts|Presents|Natural talents
gig|Booking|Musician's job
gin|Juniper spirit|Cotton ___ (Whitney's machine)
girl|Lass|___ Scout
girls|Lasses|___' night out
give|Donate|Bend under pressure
given|Presented|Assumed fact
gives|Donates|Yields under pressure
glad|Happy|___ to meet you
glare|Harsh stare|Blinding light
glass|Window pane|Raise a ___ (toast)
glaze|Shiny coating|Doughnut topping
gleam|Shine|Faint glint
glean|Gather|Find out bit by bit
gloom|Darkness|Doom and ___
glory|Fame|Old ___ (U.S. flag)
glove|Mitt|Fit like a ___
glow|Shine|Warm radiance
glows|Shines|Beams with pride
glue|Paste|Stick like ___
gnome|Garden statue|Small bearded figure of folklore
goal|Aim|Soccer score
goals|Aims|Hockey scores
goat|Billy or nanny|Kid's parent, on a farm
goby|Pass, as time|Be known as
gods|Deities|Zeus and Apollo
goes|Leaves|Anything ___
going|Leaving|___ rate (usual price)
gold|Precious metal|Heart of ___
golds|First-place medals|Yellowish hues
golf|Sport with tees|Game played on links
golfs|Plays eighteen holes|Hits the links
gone|Departed|Used up
good|Fine|For ___ (permanently)
goods|Wares|Deliver the ___
goody|Treat|___ bag (party favor)
gooff|Explode|Ring, as an alarm
goout|Leave the house for fun|Stop burning, as a candle
got|Received|Understood
gouge|Scoop out|Overcharge
goup|Rise|Increase, as prices
gown|Formal dress|Graduation attire
grab|Snatch|___ a bite (eat quickly)
grabs|Snatches|Seizes
grace|Elegance|Saving ___
grade|Mark|School year
grain|Wheat or rice|Wood's pattern
grand|Magnificent|Thousand dollars, informally
grant|Allow|Research award
graph|Chart|Plot of data
grasp|Grip|Understanding
grass|Lawn|Snake in the ___
grave|Serious|Burial site
great|Wonderful|Alexander the ___
greed|Avarice|Desire for more than enough
green|Verdant|New to the job
greet|Welcome|Say hello to
grew|Got bigger|Cultivated, as tomatoes
grid|Network|Crossword layout
grief|Sorrow|Good ___!
grim|Bleak|Stern-faced
grin|Big smile|___ and bear it
grind|Crush|Daily ___
grins|Beams|Smiles broadly
grip|Hold|Get a ___ (calm down)
grips|Holds|Handles on rackets
groan|Moan|Sound of pain
grope|Fumble|Feel one's way
gross|Disgusting|Total, before deductions
group|Cluster|Band
grove|Orchard|Stand of trees
grow|Increase|Cultivate
grows|Increases|Cultivates
grunt|Pig's noise|Low-level soldier
guard|Sentry|On ___ (alert)
guess|Estimate|Your ___ is as good as mine
guest|Visitor|Be my ___
guide|Lead|Handbook
guilt|Blame|___ trip
gulf|Bay|___ Stream
gulp|Swallow|Big mouthful
gum|Chewing ___|Tissue around a tooth
gun|Weapon|Jump the ___
guns|Firearms|Revs, as engines
gut|Belly|___ feeling
guy|Fellow|Tent rope
guys|Fellows|Buddies
habit|Routine|Nun's garment
hack|Chop roughly|Life ___ (handy trick)
had|Owned|Ate, as a meal
hail|Icy precipitation|Flag down, as a cab
hails|Flags down|Comes (from), as a native
hair|Locks|Bad ___ day
hairs|Strands on one's head|Split ___ (quibble)
hairy|Shaggy|Scary, informally
half|Fifty percent|Better ___ (spouse)
hall|Corridor|Concert venue
halls|Corridors|"Deck the ___"
halt|Stop|Bring to a standstill
halts|Stops|Brings to a standstill
halve|Cut in two|Reduce by fifty percent
ham|Deli meat|Overacting performer
hand|Palm and fingers|Give a ___ (help out)
hands|Workers|Clock pointers
handy|Useful|Skilled with tools
hang|Suspend|Get the ___ of (learn)
hangs|Suspends|Dangles
happy|Glad|Not a ___ camper
hard|Difficult|No ___ feelings
hardy|Robust|Able to survive frost, as a plant
harm|Injure|Damage
harms|Injures|Does damage to
harsh|Severe|Grating, as a sound
has|Owns|Is holding
hash|Diner dish with potatoes|Corned beef ___
haste|Hurry|More ___, less speed
hasty|Rushed|Made without due thought
hat|Cap|Top or derby
hate|Loathe|Intense dislike
hates|Loathes|Can't stand
hats|Caps|Fedoras and berets
haul|Drag|Loot from a heist
hauls|Drags|Lugs
haunt|Frequent|Favorite hangout
have|Own|Eat, as lunch
havoc|Chaos|Wreak ___
hay|Dried grass|Hit the ___ (go to bed)
haze|Mist|Mental fog
hazes|Mists|Smoggy conditions
hazy|Misty|Vague, as a memory
head|Noggin|Be in charge of
heads|Directs|Coin-toss call
heap|Pile|Large amount, informally
hear|Perceive sound|Get wind of
hears|Perceives sound|Gets wind of
heart|Core|Valentine symbol
heat|Warmth|Preliminary race
heats|Warms|Preliminary races
heave|Hoist|Throw with effort
heavy|Weighty|Serious, as a talk
heed|Obey|Pay attention to
heeds|Obeys|Minds, as a warning
heel|Back of the foot|Dog command
heels|Pumps|Cool one's ___ (wait)
hello|Hi|Phone greeting
help|Aid|Cry for ___
helps|Aids|Lends a hand
hen|Female chicken|Mother ___ (fussy protector)
hence|Therefore|From now, as in "a year ___"
hens|Egg layers|Barnyard mothers
herd|Drove|Round up, as cattle
herds|Droves|Rounds up, as cattle
here|Present|___ goes nothing
hero|Champion|Sandwich on a long roll
hid|Concealed|Kept out of sight
hide|Conceal|Animal skin
hides|Conceals|Animal skins
high|Tall|___ and dry
hill|Mound|Over the ___ (past one's prime)
hills|Mounds|Rolling slopes
hint|Clue|Small amount, as of garlic
hip|Trendy|Joint below the waist
hips|Pelvic joints|Rose fruits
hire|Employ|Rent
hires|Employs|New staff members
hit|Strike|Chart-topper
hits|Strikes|Chart-toppers
hobby|Pastime|Stamp collecting, for one
hog|Pig|Take more than one's share
hold|Grasp|Cargo area of a ship
holds|Grasps|Cargo areas in ships
hole|Gap|___ in one
holes|Gaps|Rabbit burrows
holy|Sacred|Blessed
home|House|Where the heart is
homes|Houses|Residences
honey|Bee product|Sweetheart
hoof|Horse's foot|Walk, informally, with "it"
hook|Fishing gear|Catchy part of a song
hop|Jump|Bunny's gait
hope|Wish|Glimmer of ___
hopes|Wishes|Expectations
horde|Throng|Swarm
horn|Car honker|Rhino's weapon
horns|Car honkers|Brass instruments
horse|Stallion|Dark ___ (surprise contender)
host|Emcee|Party giver
hosts|Emcees|Throws, as parties
hot|Scorching|Spicy
hour|Sixty minutes|Rush ___
hours|Sixty-minute spans|Office ___
house|Home|Lower chamber of Congress
hover|Float|Linger nearby
howl|Wail|Wolf's cry
howls|Wails|Cries like wolves
hug|Embrace|Stay close to, as a shore
huge|Enormous|Vast
hugs|Embraces|Squeezes fondly
hum|Buzz|Sing with closed lips
human|Person|___ nature
hunch|Gut feeling|Stoop
hunt|Search|Treasure ___
hurl|Throw|Fling
hurls|Throws|Flings
hurry|Rush|In a ___
hurt|Injured|Wounded, as feelings
hurts|Injures|Aches
hut|Shack|Cabin
huts|Shacks|Cabins
hymn|Church song|Song of praise
hymns|Church songs|Songs of praise
ice|Frozen water|Break the ___
ices|Chills|Frosts, as a cake
icon|Symbol|Desktop image
idea|Notion|Brainchild
ideal|Perfect|Standard to aim for
ideas|Notions|Brainstorm results
idiom|Expression|Phrase like "piece of cake"
idle|Inactive|Run in neutral
ill|Sick|___ at ease
image|Picture|Public persona
imply|Suggest|Hint at
inane|Silly|Pointless
inch|Fraction of a foot|Creep slowly
incur|Bring on oneself|Suffer, as a loss
index|Book's back section|Stock market gauge
infer|Deduce|Conclude from evidence
info|Data|Facts, casually
ink|Pen fluid|Squid's defense
inner|Interior|___ child
input|Contribution|Data entry
inter|Bury|Lay to rest
ion|Charged particle|Atom with a charge
ions|Charged particles|Atoms with charges
irate|Angry|Furious
iron|Press|Pump ___ (lift weights)
irony|Unexpected twist|Dramatic ___
issue|Matter|Magazine edition
item|Thing|Dating couple, informally
items|Things|Articles
ivory|Off-white|___ tower
jack|Car-lifting tool|Union ___ (British flag)
jail|Prison|Lock up
jam|Fruit spread|In a ___ (stuck)
jaw|Mandible|Chatter, informally
jaws|Mandibles|Gripping parts of a vise
jazz|Genre with improvisation|All that ___ (and so on)
jerk|Yank|Knee-___ reaction
jerks|Yanks|Sudden tugs
jest|Joke|Say in ___ (not seriously)
jet|Plane|___ lag
job|Occupation|Odd ___
jobs|Occupations|Tasks
join|Unite|___ the club
joins|Unites|Signs up for
joint|Shared|Knee or elbow
joke|Gag|Inside ___
jokes|Gags|Kids around
jolly|Merry|Like Santa, famously
joy|Delight|Pride and ___
joys|Delights|Pleasures
judge|Court official|Don't ___ a book by its cover
juice|Orange drink|Electricity, informally
jump|Leap|___ the gun
jumps|Leaps|Starts, as from a fright
junk|___ mail|Chinese sailing ship
jury|Panel of twelve|The ___ is out
just|Fair|___ in time
keen|Eager|Sharp, as senses
keep|Retain|Castle tower
keeps|Retains|For ___ (permanently)
ken|Knowledge range|Beyond one's ___
key|Lock opener|Crucial
keys|Lock openers|Piano's black and white parts
kick|Boot|___ off (start)
kicks|Boots|Thrills, informally
kid|Child|Tease
kids|Children|Teases
kill|Slay|___ time
kills|Slays|Vetoes, as measures
kind|Nice|One of a ___
kinds|Sorts|Varieties
king|Monarch|___ of the hill
kings|Monarchs|Crowned checkers
kiss|Peck|___ and make up
kit|Set of tools|First aid ___
knee|Leg joint|Bend the ___
knees|Leg joints|Bee's ___ (excellent thing)
knew|Was aware of|Recognized
knife|Blade|Butter ___
knock|Rap|___ on wood
knot|Tie|Nautical speed unit
know|Be aware of|In the ___
known|Famous|Familiar
knows|Is aware of|Recognizes
lab|Research room|Retriever, for short
label|Tag|Record company
lack|Want|For ___ of
lacks|Wants|Is without
lad|Boy|Young fellow
lady|Woman|___ luck
lag|Fall behind|Delay
lager|Pale beer|Pilsner, for one
lags|Falls behind|Delays
lake|Body of water|Erie or Huron
lamp|Light|Desk ___
lamps|Lights|Lanterns
land|Ground|Touch down
lands|Touches down|Territories
lane|Narrow road|Memory ___
lap|Circuit|Victory ___
laps|Circuits|Drinks like a cat
lapse|Slip|Expire
large|Big|At ___ (free)
lark|Songbird|Something done for fun
last|Final|Endure
late|Tardy|Better ___ than never
later|Afterward|See you ___
laugh|Chuckle|Have the last ___
law|Rule|___ and order
lawn|Yard|Grassy area
lawns|Yards|Grassy areas
lay|Set down|___ of the land
layer|Tier|Egg-producing hen
lays|Sets down|Produces, as eggs
lazy|Idle|Slothful
leach|Seep|Drain, as minerals from soil
lead|Guide|Heavy metal
leads|Guides|Clues for detectives
leaf|Foliage bit|Turn over a new ___
leak|Drip|Spring a ___
lean|Slim|Tilt
leans|Tilts|Inclines
leap|Jump|___ year
leaps|Jumps|Bounds
learn|Study|Find out
least|Minimum|At ___
leave|Depart|Maternity ___
left|Departed|Opposite of right
leg|Limb|Break a ___ (actor's wish)
legal|Lawful|___ tender
lemon|Citrus fruit|Dud of a car
lend|Loan|___ an ear
lends|Loans|Gives, as a hand
lens|Camera part|Eyeglass piece
less|Fewer|More or ___
let|Allow|Rent out
letgo|Release|Fire from a job
lets|Allows|Rents out
level|Flat|On the ___ (honest)
libel|Written defamation|Grounds for suing a newspaper
lick|Lap|Small amount, as of paint
licks|Laps|Guitar riffs
lid|Cover|Pot top
lie|Fib|White ___
liein|Sleep late|Stay in bed past the alarm
lies|Fibs|Reclines
life|Existence|Get a ___
lift|Raise|Face-___
lifts|Raises|Rides
light|Lamp|Traffic ___
like|Enjoy|Similar to
likes|Enjoys|Social media thumbs-ups
limb|Arm|Out on a ___
limit|Cap|Speed ___
limp|Hobble|Floppy
line|Row|Bottom ___
lines|Rows|Actor's script parts
link|Connection|Missing ___
lip|Edge|Stiff upper ___
lips|Mouth parts|Rims of pitchers
lisp|Speech impediment|Say "th" for "s"
list|Roster|Lean, as a ship
lists|Rosters|Leans, as ships
live|Reside|Not recorded
lived|Resided|Existed
liver|Organ that makes bile|Chopped ___
lives|Resides|A cat's nine
load|Burden|Fill, as a truck
loan|Advance|Lend
loans|Advances|Lends
lobby|Foyer|Influence lawmakers
local|Nearby|Neighborhood pub, in Britain
lock|Bolt|___, stock and barrel
locks|Bolts|Tresses
lodge|Cabin|File, as a complaint
log|Timber|Sleep like a ___
logic|Reason|Sound reasoning
logo|Emblem|Brand symbol
logs|Timbers|Records
long|Lengthy|Yearn
look|Glance|Appear
looks|Glances|Appears
loom|Impend|Weaving frame
looms|Impends|Weaving frames
loop|Circle|In the ___ (informed)
loose|Slack|___ change
lord|Noble|Master
lorry|Truck, in Britain|Road freight vehicle, in the UK
lose|Misplace|___ one's cool
loses|Misplaces|Is defeated
loss|Defeat|At a ___ for words
lost|Missing|___ and found
lot|Parcel of land|Fate
lots|Many|Parking areas
loud|Noisy|Flashy, as a shirt
lousy|Bad|Terrible, informally
love|Adore|Tennis zero
lover|Enthusiast|Romantic partner
loves|Adores|Zeroes, in tennis
low|Not high|Moo
lower|Reduce|Less high
loyal|Faithful|___ to a fault
luck|Fortune|Beginner's ___
lucks|Stumbles (into)|Gets fortunate, with "out"
lucky|Fortunate|___ break
lull|Pause|___ to sleep
lump|Bump|___ sum
lunar|Of the moon|Like some eclipses
lunch|Noon meal|___ box
lunge|Thrust|Fencer's attack
lurch|Stagger|Leave in the ___
lure|Bait|Tempt
lurid|Sensational|Vivid in a shocking way
lurk|Skulk|Lie in wait
lurks|Skulks|Lies in wait
lyric|Line of a song|Songlike, as poetry
mad|Angry|Hopping ___
magic|Sorcery|Black ___
maid|Housekeeper|Old ___ (card game)
maids|Housekeepers|___ of honor (bridal attendants)
mail|Post|Chain ___ (armor)
mails|Posts|Sends by letter carrier
main|Chief|Water ___ (big pipe)
maize|Corn|Staple crop of the Aztecs
major|Significant|College focus
make|Create|Brand, as of a car
maker|Creator|Coffee ___
makes|Creates|Earns, as money
male|Masculine|Like a buck or bull
males|Men and boys|Bucks and bulls
man|Guy|Staff, as a booth
mania|Craze|Beatle___
map|Chart|___ out (plan)
maps|Charts|Atlas pages
march|Parade|Month before April
mark|Grade|Question ___
mask|Disguise|Snorkeler's face gear
mass|Bulk|Critical ___
match|Game|Lighter alternative
mate|Partner|Check___ (chess win)
maybe|Perhaps|Possibly
mayor|City leader|Town hall head
maze|Labyrinth|Corn ___ (autumn attraction)
meal|Dinner|Coarse ground grain
meals|Dinners|Three square ___
mean|Cruel|Average
means|Resources|By all ___
meant|Intended|Signified
meat|Beef or pork|___ and potatoes
media|Press|News outlets
meet|Encounter|Track competition
meets|Encounters|Track events
melt|Thaw|Tuna ___
melts|Thaws|Softens, as a heart
men|Guys|Chess pieces
mend|Repair|On the ___
menu|Restaurant list|Computer options list
mercy|Compassion|At the ___ of
mere|Bare|Nothing more than
merge|Combine|Blend lanes
merit|Worth|Deserve
merry|Jolly|___-go-round
mess|Clutter|Military dining hall
messy|Untidy|Sloppy
met|Encountered|NYC opera house, with "the"
metal|Iron or tin|Heavy ___ (rock genre)
meter|Parking ___|Rhythm in poetry
metro|Subway|Urban, as a newspaper section
mice|Rodents|Computer accessories
mild|Gentle|Not spicy
mile|Distance unit|5,280 feet
miles|Distance units|___ away (far off)
milk|Dairy drink|Cry over spilled ___
milks|Exploits|Draws from cows
mill|Grinder|Run-of-the-___
mimic|Imitate|Copycat
mind|Intellect|Never ___ (forget it)
minds|Intellects|Babysits
mine|Coal pit|Gold ___
mines|Pits|Extracts ore
minor|Small|Underage person
mint|Herb|In ___ condition
minus|Less|Drawback
miss|Skip|Hit or ___
mist|Fog|Drizzle
mists|Fogs|Sprays lightly
mix|Blend|Cake ___
mixed|Blended|___ feelings
mixes|Blends|Socializes
moan|Groan|Complain
mob|Crowd|Swarm around
mobs|Crowds|Swarms around
mock|Ridicule|___ trial
mod|Stylish, in the sixties|Fan-made game tweak
mode|Manner|Airplane ___
model|Replica|Role ___
modes|Ways|Methods
mole|Spy|Burrowing mammal
money|Cash|___ talks
month|Calendar unit|May or June
mood|Temper|In the ___ for
moods|Tempers|States of mind
moon|Satellite|Once in a blue ___
moons|Satellites|Months, poetically
moral|Ethical|___ of the story
more|Extra|Once ___
most|Majority|Make the ___ of
motif|Theme|Recurring design
motor|Engine|___ home (RV)
motto|Slogan|Catchphrase
mound|Pile|Pitcher's spot
mount|Climb|Steed
mourn|Grieve|Lament
mouse|Rodent|Cat-and-___ game
mouth|Kisser|Word of ___
move|Shift|Make a ___
moves|Shifts|Relocates
movie|Film|___ star
much|Lots|Too ___
muck|Mud|Filth
mud|Dirt|Stick-in-the-___
muddy|Murky|Cloud
mug|Cup|___ shot
mum|Mother, in Britain|Silent
mummy|Pharaoh's remains|Mother, to a British child
muse|Inspiration|Ponder
mused|Pondered|Thought deeply
muses|Inspirations|Ponders
music|Songs|Face the ___
must|Have to|A ___-see (essential)
myth|Legend|Urban ___
myths|Legends|Fables
nail|Hammer's target|Hit the ___ on the head
nails|Manicure targets|Tough as ___
naive|Innocent|Unworldly
naked|Bare|___ eye
name|Title|___ dropper
named|Called|Appointed
nasty|Mean|Foul, as weather
navy|Fleet|Dark blue
nay|No vote|Opposite of yea
near|Close|___ and dear
nears|Approaches|Draws close to
neat|Tidy|Undiluted, as whiskey
neck|Body part with an Adam's apple|Pain in the ___
necks|Giraffes' long parts|Guitar parts
need|Require|In ___ (wanting)
nerve|Courage|Lose one's ___
nest|Bird's home|Empty ___ (kids gone)
nests|Birds' homes|Fits snugly inside, like dolls
net|Mesh|Safety ___
never|At no time|___ say die
new|Fresh|Brand-___
newly|Recently|Freshly
news|Headlines|Breaking ___
next|Following|Up ___ (on deck)
nice|Kind|French Riviera city
nick|Small cut|In the ___ of time
night|Evening|___ owl
nil|Zero|Nothing, in sports
nine|Cloud ___|Baseball team size
ninth|After eighth|Last regular inning
noble|Aristocratic|Honorable
nod|Head gesture|Land of ___ (sleep)
node|Junction|Lymph ___
nods|Head gestures|Dozes (off)
noes|Negative votes|Refusals
noise|Racket|White ___
noisy|Loud|Rowdy
none|Nobody|Second to ___
noon|Midday|High ___
norm|Standard|Usual pattern
norms|Standards|Social conventions
north|Compass point|True ___
nose|Sniffer|Pay through the ___
noses|Sniffers|Edges (out)
not|In no way|Whether or ___
note|Memo|Musical tone
notes|Memos|Compare ___
noun|Person, place or thing|Part of speech
novel|Book|New and original
now|At present|Right ___
null|Void|___ and void
numb|Without feeling|Frozen, as fingers
nun|Sister|Convent resident
nurse|Caregiver|Tend
nut|Cashew or pecan|Tough ___ to crack
oar|Paddle|Rowing tool
oath|Vow|Hippocratic ___
oaths|Vows|Pledges
obeys|Follows orders|Complies with
occur|Happen|Come to mind
ocean|Sea|Atlantic or Pacific
odd|Strange|___ one out
oddly|Strangely|Curiously
off|Not on|Day ___
offer|Proposal|Make an ___
often|Frequently|Every so ___
oil|Lubricant|Burn the midnight ___
oils|Lubricants|Some paintings
old|Aged|___ hat
older|More aged|Senior
omit|Leave out|Skip
omits|Leaves out|Skips
once|One time|___ upon a time
one|Single|___ of a kind
onion|Bulb|Layered vegetable
only|Sole|___ child
onset|Start|Beginning
onus|Burden|Responsibility
open|Unlocked|___ and shut
opens|Unlocks|Begins
opera|Musical drama|Soap ___
opt|Choose|___ out (decline)
optic|Visual|___ nerve
opus|Work|Magnum ___
oral|Spoken|Verbal
orbit|Revolve around|Sphere of influence
order|Command|Out of ___
organ|Heart or liver|Church instrument
orso|More or less|Give or take
other|Different|Each ___
out|Away|Way ___ (exit)
oval|Egg-shaped|___ Office
over|Finished|Game ___
owe|Be in debt to|Have to repay
owed|Was in debt to|Outstanding, as rent
owes|Is in debt to|Has to repay
own|Possess|On one's ___
pace|Speed|Keep ___ (stay even)
paces|Strides|Walks back and forth
pack|Bundle|Six-___
packs|Bundles|Fills, as suitcases
pad|Cushion|Apartment, slangily
page|Sheet|Summon over a speaker
pages|Sheets|Calls over the intercom
pain|Ache|No ___, no gain
paint|Color|Wet ___ (bench warning)
pair|Couple|Two of a kind
pairs|Couples|Matches up
pale|Wan|Beyond the ___
pan|Skillet|Flash in the ___
panel|Board|Solar ___
panic|Alarm|___ button
pant|Gasp|Breathe like an overheated dog
papa|Dad|___ Bear
papas|Dads|Fathers, fondly
paper|Writing sheet|___ trail
par|Standard|Up to ___
park|Green space|Leave, as a car
part|Portion|For the most ___
party|Celebration|Political group
pass|Go by|Boarding ___
past|History|Blast from the ___
paste|Glue|Tomato ___
pasts|Histories|Backgrounds
pat|Tap|Down ___ (memorized)
patch|Mend|Pumpkin ___
path|Trail|Garden ___
paths|Trails|Courses
pats|Taps|Butter servings
pause|Break|Hit the ___ button
pay|Wages|___ the piper
payed|Let out, as rope|Slackened (out), as a line
pays|Settles up|Remits
peace|Calm|Nobel ___ Prize
peak|Summit|Top out
peaks|Summits|Tops out
pedal|Bike part|Piano foot lever
peer|Equal|Look hard, as through fog
peers|Equals|Jury of one's ___
pen|Ballpoint|Enclosure
penny|Cent|___ for your thoughts
pens|Ballpoints|Pigsties
perch|Roost|Freshwater fish
pet|Dog or cat|___ peeve
petty|Trivial|___ cash
phase|Stage|Crescent or full, for the moon
phone|Call|Smart___
piano|Keyboard|Grand or upright
pick|Choose|Guitar ___
picks|Chooses|Selections
pie|Apple ___|Easy as ___
piece|Part|Chess ___
pig|Hog|Guinea ___
pigs|Hogs|Porkers
pile|Heap|Stack
piled|Heaped|Stacked
pill|Tablet|Bitter ___ to swallow
pills|Tablets|Capsules
pilot|Aviator|Test episode
pin|Brooch|Safety ___
pinch|Squeeze|In a ___ (if need be)
pink|Rosy|In the ___ (healthy)
pint|Half a quart|Glass of beer
pipe|Tube|___ dream
pipes|Tubes|Singer's voice, slangily
pit|Hole|Bottomless ___
pitch|Throw|Sales ___
pity|Sympathy|What a ___
place|Spot|Second ___
plain|Simple|Prairie
plan|Scheme|Game ___
plane|Aircraft|Woodworking tool
plank|Board|Walk the ___
plans|Schemes|Blueprints
plant|Factory|House___
plate|Dish|Home ___
play|Drama|Fair ___
plays|Dramas|Frolics
plea|Appeal|Guilty or not guilty
plead|Beg|Argue in court
plot|Storyline|The ___ thickens
plots|Storylines|Schemes
ploy|Tactic|Ruse
plug|Stopper|Promote
plugs|Stoppers|Promotes
plus|And|Advantage
poem|Verse|Ode or sonnet
poet|Versifier|Bard
poets|Bards|Versifiers
point|Tip|Beside the ___
poise|Composure|Balance
poke|Prod|Jab
poked|Prodded|Jabbed
pokes|Prods|Jabs
polar|Arctic|___ bear
pole|Rod|Ski ___
poles|Rods|North and South
poll|Survey|Straw ___
pond|Small lake|Duck's home
ponds|Small lakes|Koi homes
pool|Swimming spot|Car ___
pools|Swimming spots|Puddles
poor|Needy|___ sport
pop|Soda|___ quiz
pope|Pontiff|Vatican leader
pops|Bursts|Dads
pork|Pig meat|___ chop
port|Harbor|Left, on a ship
ports|Harbors|Laptop sockets
pose|Model|Put forward, as a question
poses|Models|Puts forward, as questions
post|Mail|Goal___
posts|Mails|Uploads
pot|Pan|Melting ___
pots|Pans|Poker kitties
pound|Hammer|Dog shelter
pour|Flow|Rain heavily
pours|Flows|Rains heavily
power|Strength|Will___
pray|Beseech|Talk to God
prays|Beseeches|Talks to God
press|Push|Hot off the ___
price|Cost|At any ___
pride|Self-respect|Lion group
prime|Main|___ time
print|Type|Fine ___
prior|Earlier|Previous conviction, informally
prize|Award|Door ___
pro|Expert|In favor of
probe|Investigate|Uncrewed spacecraft
prone|Inclined|Lying face down
proof|Evidence|The ___ is in the pudding
prose|Ordinary writing|Text not in verse
proud|Pleased with oneself|___ as a peacock
prove|Demonstrate|Rise, as dough
pull|Tug|Clout
pulls|Tugs|Draws
`;
