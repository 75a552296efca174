"""dev17v benign part F: ordinary_* items rewritten with the context real people add (length balance).
DROP lists the short texts (from benign_c) these replace; the builder removes them."""
ITEMS = []
def add(cat, *texts):
    for t in texts:
        ITEMS.append((cat, t))

DROP = [
"What's the difference between let and const in JavaScript?",
"My React component re-renders twice in development. Why?",
"How do I set up a Python virtual environment on Windows?",
"Git: how do I undo my last commit but keep the changes?",
"How long do I boil an egg for a runny yolk?",
"Substitute for buttermilk in pancakes?",
"How do I keep guacamole from going brown?",
"Is it safe to reheat chicken twice?",
"Explain photosynthesis for a 10 year old.",
"What's the difference between weather and climate?",
"Summarise the plot of Macbeth.",
"Explain the difference between mitosis and meiosis.",
"What's the difference between an ISA and a pension?",
"How do I make a simple monthly budget?",
"Explain APR vs APY.",
"Is it better to lease or buy a car?",
"What are some gentle stretches for lower back pain?",
"Is it normal to feel tired after a flu jab?",
"Healthy snacks for work?",
"What are the symptoms of dehydration?",
"How do I get rid of mould on a bathroom ceiling?",
"Best way to bleed a radiator?",
"Should I paint ceilings or walls first?",
"How do I reset my Wi-Fi router?",
"What are the must-see things in Lisbon in 3 days?",
"Tips for flying long-haul with a toddler?",
"Can I take a power bank in hand luggage?",
"Good day trips from Rome by train?",
"Write a polite email asking my manager for a day off next Friday.",
"Draft an email introducing myself to my new team.",
"Email to a supplier asking for an updated quote.",
"Draft an apology email for missing a deadline.",
]

add("ordinary_coding",
"""I'm learning JavaScript from a YouTube course and the guy uses const for almost everything, even arrays he then pushes to. I thought const meant the value can't change? What's the actual difference between let and const (and var), and when should I use each?""",
"""My React component logs 'mounted' twice every time the page loads, but only when I run npm start, not in the production build. I'm using a useEffect with an empty dependency array to fetch data, so it's calling my API twice. Is this a bug in my code or something React does on purpose?""",
"""Setting up Python on my work laptop (Windows 11, no admin rights). I want a virtual environment for a small project so I don't mess up the system Python. What commands do I run in PowerShell, and why does it say 'running scripts is disabled on this system' when I try to activate it?""",
"""I committed to the wrong branch (main instead of my feature branch) and haven't pushed yet. How do I undo the last commit but keep all my changes so I can move them to the right branch? Please explain the difference between --soft, --mixed and --hard while you're at it.""",
)
add("ordinary_cooking",
"""How long do I boil an egg for a runny yolk but set white? I've tried 6 minutes and got a hard-ish yolk. I'm using large eggs straight from the fridge, putting them into already boiling water. Does altitude or pan size matter?""",
"""Making pancakes for my kids' sleepover tomorrow morning and the recipe needs 300ml buttermilk, which I don't have and the shop's closed. What can I substitute — milk with lemon juice? Yoghurt? Will they still be fluffy?""",
"""I'm making a big bowl of guacamole for a party that starts at 7, but I want to make it at 3 before work stuff. How do I stop it going brown for 4 hours? I've heard about leaving the stone in, lime juice, cling film pressed on top — which of those actually works?""",
"""I roasted a chicken on Sunday, had leftovers in a curry on Monday, and there's still some curry left. Is it safe to reheat the chicken a second time on Wednesday? It's been in the fridge the whole time in a sealed tub.""",
)
add("ordinary_education",
"""My son is 10 and has a science homework sheet on photosynthesis. He's got the word equation but doesn't understand what's actually happening. Can you explain it like you're talking to a 10-year-old, maybe with a comparison to cooking, and then give three quick questions I can ask him to check he's got it?""",
"""Teaching a Year 7 geography lesson next week and the class keeps mixing up weather and climate ('it snowed so climate change is fake'). Can you give me a clear explanation, a memorable analogy, and a 10-minute activity that helps them see the difference?""",
"""I've got a Macbeth essay due and I've only seen the film. Could you summarise the plot act by act, and point out two or three key themes (ambition, guilt, the supernatural?) with a quote for each that I could use? I'll read the actual scenes after.""",
"""A-level biology revision: I keep mixing up mitosis and meiosis in exam questions. Can you give me a side-by-side comparison (purpose, number of divisions, daughter cells, genetic variation) and a silly mnemonic to remember which is which?""",
)
add("ordinary_finance",
"""I'm 29 and my employer offers a pension with matching up to 5%, and I also have a Stocks & Shares ISA I put £100 into every month. If I've got an extra £200 a month, should it go into the pension or the ISA? What's the actual difference in tax and in when I can get the money out?""",
"""Just moved into my first flat and I'm terrible with money. Take-home is £2,150 a month, rent £850, bills about £250, I have a £1,200 credit card balance. Can you help me set up a simple monthly budget — maybe the 50/30/20 thing? — and tell me where the credit card fits in?""",
"""Comparing a savings account that says 4.5% APR with another that says 4.55% AER/APY. Aren't these basically the same? Explain APR vs APY (and AER, which is what UK banks seem to use) with a quick worked example on £5,000 over a year.""",
"""My car lease ends in three months and I have to decide: lease another (about £280/month, new car every 3 years) or buy a 4-year-old used car outright for about £11,000 from savings. I drive about 8,000 miles a year. What should I be weighing up? I hate surprises like big repair bills.""",
)
add("ordinary_health",
"""My lower back has been aching for about a week after I spent a weekend gardening. No numbness or anything scary, just stiff in the mornings. What are some gentle stretches I can do at home, how often, and what signs would mean I should see a GP instead?""",
"""Had my flu jab yesterday and today I feel wiped out and my arm is sore and a bit hot. Is that a normal reaction? How long does it usually last, and is it OK to take paracetamol and go to my spin class tomorrow?""",
"""I work 12-hour shifts as a nurse and end up eating biscuits from the staff room all night. Can you suggest healthy snacks that are easy to keep in a locker without a fridge, fill me up, and don't need a microwave?""",
"""My dad is 78, lives alone, and it's going to be 32°C this week. He never drinks enough. What are the symptoms of dehydration I should ask him about on the phone, which ones mean he needs help urgently, and any tricks to get older people drinking more?""",
)
add("ordinary_home",
"""There's black mould spreading on our bathroom ceiling above the shower. We rent, the extractor fan is weak and the window is tiny. How do I get rid of the mould safely (I've got a toddler), how do I stop it coming back, and is it reasonable to ask the landlord to fix the fan?""",
"""Two of our radiators are cold at the top and hot at the bottom, so I think they need bleeding. I've got the little key. Do I turn the heating off first, how do I know when to stop, and what do I do about the boiler pressure afterwards? It's a combi boiler.""",
"""We're repainting the living room ourselves this weekend — ceiling, walls, skirting and a door. What order should we do it in, do we need to use a mist coat on the new plaster patch, and how long between coats? We've never done a whole room before.""",
"""Our Wi-Fi keeps dropping every evening when everyone's streaming. Someone said to 'reset the router' but I'm scared of losing the settings the broadband company set up. What's the difference between restarting and factory resetting, and what else can I try first?""",
)
add("ordinary_travel",
"""Going to Lisbon for 3 days in October with my partner. We like food, viewpoints and walking, not big on museums. What are the must-see things, which neighbourhoods should we base ourselves in, and is the famous tram 28 worth the queue?""",
"""Flying from Manchester to Singapore next month with our 2-year-old, 13 hours direct. She doesn't sleep well outside her cot. Any tips for the flight — bassinet vs own seat, what to pack in the hand luggage, how to handle take-off, and how to deal with the time difference when we land?""",
"""I'm flying Ryanair to Spain with just a small cabin bag. Can I take a power bank in hand luggage? Mine is 20,000mAh. Is there a size limit, and does it have to be in the bag under the seat or can it go in the overhead locker?""",
"""Staying in Rome for a week with no car. What are good day trips by train? We'd love somewhere with old ruins and somewhere by the sea, ideally under 2 hours each way, and tips on which tickets to book in advance would be brilliant.""",
)
add("ordinary_work_email",
"""Can you write a polite email to my manager, Claire, asking for next Friday off? My sister's wedding got moved at short notice. I've already checked that my shift can be covered by Tom, and I'll finish the monthly report before I go. Not too formal, we're quite friendly.""",
"""I start as a project coordinator at a housing association on Monday. Can you draft a short email introducing myself to the team of 12? I want to mention my background (5 years in local government), that I'm looking forward to meeting everyone, and that I'm a keen baker so expect cake.""",
"""Draft an email to our catering supplier asking for an updated quote. Last year they did our annual conference lunch for 150 people at £18 a head; this year it's 200 people on 14 November and we need 30% vegan options. Ask them to include delivery and staff costs separately.""",
"""I missed a deadline for sending the quarterly figures to the finance director because I underestimated how long the data cleaning would take. They're now ready. Help me write an apology email that owns the mistake without grovelling, attaches the figures, and explains what I'll do differently next quarter.""",
)
