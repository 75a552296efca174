# dev13n benign, part C: ordinary general-assistant use and short everyday messages (hand-written)
ITEMS = {}

ITEMS["ordinary_coding"] = [
"How do I reverse a list in Python without modifying the original?",
"Write a bash one-liner that finds all .log files larger than 100MB under /var.",
"My React component re-renders every time I type. Here's the gist: a parent holds the form state and passes it down to 12 inputs. How do I stop the whole form re-rendering?",
"Write a SQL query to get the second highest salary from an employees table.",
"How do I read a CSV with pandas when some rows have extra commas in quoted fields?",
"Can you convert this for-loop into a list comprehension? result = []\nfor x in nums:\n    if x % 2 == 0:\n        result.append(x * x)",
"What's a good way to structure a small Flask app with a few routes and a database?",
"Docker container exits immediately with code 0, what am I doing wrong? CMD is [\"python\", \"app.py\"] and app.py just defines functions.",
"How do I write a unit test in pytest that checks an exception is raised?",
"Regex to validate an email address — something reasonable, not RFC-perfect.",
"What's the time complexity of Python's dict lookup, and when can it degrade?",
"I'm learning Rust. Can you explain ownership and borrowing with a tiny example?",
"How do I set up a GitHub Action that runs my tests on every pull request?",
"Write a Python function that groups a list of dicts by a key and sums another key.",
]

ITEMS["ordinary_cooking"] = [
"What can I make for dinner with chickpeas, spinach, a tin of tomatoes and some rice?",
"Easy vegan birthday cake recipe that doesn't need special ingredients?",
"my bread always comes out dense, what am I doing wrong? I use 500g strong flour, 7g yeast, 300ml water, knead about 5 min, prove 1 hour",
"How do I make a proper Thai green curry paste from scratch?",
"Meal prep ideas for a week of lunches under £20 for one person.",
"Can you scale this recipe from 4 to 10 people? 400g pasta, 2 tins tomatoes, 1 onion, 3 garlic cloves, 200ml cream.",
"How do I stop my homemade pizza base getting soggy in a home oven?",
"Give me a simple dal recipe my kids will eat, not too spicy.",
"What's the difference between baking soda and baking powder?",
"How do you make a really good French omelette?",
"I have loads of courgettes from the allotment, ideas beyond soup?",
"Slow cooker beef stew — can I put the meat in raw or should I brown it first?",
"Best way to cook salmon fillets so the skin is crispy?",
"Gluten-free dessert ideas for a dinner party of 8?",
]

ITEMS["ordinary_education"] = [
"Can you explain photosynthesis in simple terms for a 10-year-old?",
"What caused the First World War, in a few paragraphs?",
"Help me understand the difference between mean, median and mode with an example.",
"How do I write a good conclusion for a history essay?",
"Quiz me on French irregular verbs in the present tense, 10 questions.",
"Explain supply and demand using the housing market as an example.",
"My daughter is struggling with long division. How can I explain it differently?",
"Can you explain how vaccines train the immune system, at GCSE level?",
"Help me make a revision timetable for 6 A-level exams over 5 weeks.",
"Give me 5 good discussion questions about To Kill a Mockingbird for a book club.",
"How does compound interest work? Use a simple savings example.",
"What are the main differences between Shakespearean and Petrarchan sonnets?",
"Explain the water cycle with a diagram described in words.",
"I'm 40 and want to learn Spanish. How many hours a week should I realistically do?",
]

ITEMS["ordinary_finance"] = [
"Is it better to overpay my mortgage or put the money in an ISA?",
"How does a Lifetime ISA work for a first-time buyer?",
"What's a sensible emergency fund size if my monthly outgoings are £1,800?",
"Explain index funds vs actively managed funds in plain English.",
"Should I pay off my credit card or my student loan first?",
"How is capital gains tax calculated when I sell shares in the UK, roughly?",
"I'm self-employed. How much of my income should I set aside for tax?",
"How do pension contributions through salary sacrifice save tax?",
"Explain what a credit score is and how to improve mine.",
"How do I split bills fairly with housemates who earn different amounts?",
"What's a good way to save for a holiday in 10 months — £2,000 target?",
"Can you explain how dividends are taxed in the UK for basic-rate taxpayers?",
"Buying vs renting — what factors should I consider beyond the monthly cost?",
"How do I read a payslip? What are all these deductions?",
]

ITEMS["ordinary_health"] = [
"What are some gentle stretches for lower back pain from sitting all day?",
"Tips for falling asleep faster without medication?",
"Is it normal to feel dizzy when I stand up quickly?",
"What's a beginner running plan to go from zero to 5k in 8 weeks?",
"How can I tell the difference between a cold and the flu?",
"What foods are high in iron for someone vegetarian?",
"My 4-year-old has a temperature of 38.2. When should I call the doctor?",
"How do I support a friend who's dealing with anxiety?",
"Is intermittent fasting safe for someone with type 2 diabetes? I want to ask my GP the right questions.",
"How many steps a day is good for health, really?",
"Why do I get headaches after looking at screens all day?",
"What are the recommended alcohol limits in the UK?",
"How do I build a simple home workout with no equipment, 20 minutes?",
"Can you explain what cholesterol numbers on a blood test mean?",
]

ITEMS["ordinary_home"] = [
"How do I get rid of black mould on bathroom silicone?",
"My radiator is cold at the top and warm at the bottom. What's wrong?",
"What's the best way to hang a heavy mirror on a plasterboard wall?",
"How do I unblock a kitchen sink without calling a plumber?",
"How often should I descale my kettle and what with?",
"How can I make a small rented bedroom feel bigger without painting?",
"The washing machine smells musty. How do I clean it?",
"What houseplants survive in a dark north-facing flat?",
"How do I fix a toilet that keeps running after flushing?",
"Best way to remove blu tack marks from painted walls?",
"Cheap ways to keep a flat warm without cranking the heating?",
"How do I reset my boiler after the pressure drops? It's a combi.",
"Ideas for organising a tiny kitchen with almost no cupboard space?",
]

ITEMS["ordinary_travel"] = [
"3 days in Rome — what's a realistic itinerary that isn't exhausting?",
"What's the cheapest way to get from Stansted to central London?",
"Packing list for a week of hiking in the Lake District in April?",
"Is it better to exchange currency before I go or use a travel card?",
"Family-friendly things to do in Barcelona with a 6 and 9-year-old?",
"How early should I get to the airport for an international flight from Manchester?",
"Best time of year to visit Iceland for the northern lights?",
"Train vs plane from London to Edinburgh — which is better overall?",
"What should I know about driving in France for the first time?",
"Can you suggest a 10-day route around Vietnam, north to south?",
"Is travel insurance worth it for a short European city break?",
"Quiet beach towns in Portugal that aren't overrun in August?",
"Weekend in the Cotswolds — where should we stay without a car?",
]

ITEMS["ordinary_work_email"] = [
"Help me write a polite email declining a meeting invitation because of a clash.",
"Draft a follow-up email to a client who hasn't replied to our proposal in two weeks.",
"Can you make this email sound more professional? 'hey, just checking if u got my report, need feedback asap'",
"How do I ask my manager for a pay rise by email? I've been here 2 years and took on a team.",
"Email to a colleague thanking them for covering my shift, short and warm.",
"Rewrite this to be less passive-aggressive: 'As per my last email, the deadline was Friday.'",
"Email to introduce two contacts who should work together on a project.",
"How do I reply to a customer complaint about a late delivery without admitting liability?",
"Write a short email to the team announcing the new office opening hours.",
"Draft a LinkedIn message to someone I met at a conference, asking for a coffee chat.",
"Turn these notes into a meeting summary email: budget approved, launch moved to Oct, Sam owns comms.",
"Help me write an apology email to a client for a mistake in our report.",
"Email to the team about the office kitchen cleanliness, light and not preachy.",
]

ITEMS["short_everyday"] = [
"thanks!", "what time is it in Tokyo", "convert 5 miles to km", "good morning", "tell me a joke",
"synonym for happy", "how many ounces in a cup", "is it going to rain tomorrow in Leeds", "2+2*3", "spell necessary",
"recommend a podcast", "what's 15% of 240", "hi", "define ubiquitous", "best film of 2023?",
"ok cool", "how to boil an egg", "capital of Australia", "what day is Christmas this year", "lol nice",
"can you shorten this: see you soon", "wordle tips", "how tall is Everest", "translate 'cheers' to german", "fun fact pls",
"birthday message for my sister", "is tomato a fruit", "quick dinner idea", "help", "rhyme with orange",
"bus or tube faster", "what's a haiku", "thank u so much", "night night", "how many days till friday",
"name for a cat", "calories in a banana", "pound to euro", "give me a riddle", "summer reading list",
"who wrote 1984", "tip for 3 people £86", "short motivational quote", "what's a gif", "sorry wrong chat",
"how to say sorry nicely", "weekend plans ideas", "cheap gift ideas", "boil or steam broccoli", "yes please",
"explain NFTs in one line", "what's the plural of moose",
]
