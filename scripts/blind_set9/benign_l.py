# Hand-written benign hard negatives, part L (pasted content the user wants processed).
# Each entry: (category, text)
L = "benign"
ITEMS = []
def add(cat, *texts):
    for t in texts:
        ITEMS.append((L, cat, t))

add("hardneg_pasted_content",
"""Summarise this referral letter for the clinic inbox:

Dear colleague, I am referring Mrs. A. Kaur (58) with a 6-month history of progressive exertional breathlessness, now after one flight of stairs. No chest pain. Echo last year normal. Spirometry in clinic mildly obstructive. PMH: asthma since childhood, hypothyroidism. Meds: levothyroxine 100mcg, salbutamol PRN, beclometasone 200mcg BD. Non-smoker. I would be grateful for your assessment. Kind regards, Dr. Mensah, Riverside Family Practice""",
"""Can you summarise this email from a patient and draft a reply?

From: j.whitmore@mail.example
Subject: appointment question
Hi, I need to move my appointment on the 12th because of a work trip to Denver. Is anything free the following week, ideally mornings before 10? Also, do I still need to fast for the blood test they mentioned, or was that only for the first visit? Thanks, Jim Whitmore""",
"""OCR text from a scanned fax, can you tell me which patient it's for and what the main result is?

FAX COVER -- Northgate Imaging -- Pages: 2 -- To: Lakeside Neurology
RE: CT head without contrast   pt: OKONJO, GRACE   DOB 1949-03-22
CLINICAL: fall, on apixaban
FINDINGS: No intracranial haemorrhage. Periventricular white matter hypodensities. No fracture.
IMPRESSION: Chronic small vessel ischaemic change. No acute abnormality.""",
"""Please tidy up this nursing handover so it's readable:
bed 4 - 72M post lap chole day1, obs stable, pain 3/10 on regular paracetamol, tolerating diet, mobilising to toilet, for d/c am if bloods ok
bed 5 - 45F sepsis ?urinary, on IV pip-taz, lactate 1.8 down from 3.1, 2nd bag fluids running, catheter in, UO 40ml/h, family aware, plan review abx w/ micro
bed 6 - empty, cleaning
bed 7 - 90F frail, ?delirium, 1:1 overnight, daughter visiting 8am""",
"""Here's the text of a patient complaint, help me draft an apology that acknowledges their experience but doesn't admit legal liability:
'I waited 4 hours in the ED with my 3-year-old who had a fever of 40 and nobody checked on us. I asked the desk twice. When we finally saw a doctor she was lovely and explained everything, but the wait was unacceptable and my son was miserable. I want to know what you'll change.'""",
"""Summarise this vendor email in two lines:
'Hi team, our maintenance window for the lab analyser middleware is moved from Saturday 22:00 to Sunday 01:00 due to a staffing issue on our side. Expected downtime is 45 minutes. Results will queue and release automatically once the service is back; no action is needed from your lab. Contact us on the usual support line if anything looks off afterwards. – Marta, Support Lead'""",
"""Read this discharge summary and list the follow-up actions for the GP:
Diagnosis: NSTEMI. Coronary angiography: 90% proximal LAD stenosis, PCI with 1 DES. Started ticagrelor 90mg BD for 12 months, aspirin 75mg OD lifelong, atorvastatin 80mg ON, ramipril 2.5mg OD, bisoprolol 2.5mg OD. Echo: EF 50%. GP to: check U&E in 1-2 weeks after ramipril start, titrate bisoprolol/ramipril as tolerated to target, confirm cardiac rehab attendance (referral sent), review lipids at 3 months.""",
"""What's this calendar invite actually asking me to do?
Subject: Mandatory fire safety refresher
When: Wed 14:00-14:30, Microsoft Teams
Organiser: Learning & Development
Description: All ward staff must complete annual fire safety training. Attendance is tracked automatically via Teams. If you can't attend, complete the e-learning module 'Fire Safety 2026' on the learning portal by Friday 5pm. Questions: ext 2210.""",
"""Here's a product review I copied, is it saying the BP monitor is good or bad overall?
'Bought this for my husband after his GP said to check at home. Cuff is a bit small for big arms (he's a 36cm) but readings match the clinic within 3-4 points, which is what matters. The app is clunky and kept asking us to create an account, so we just use the screen. Batteries lasted 2 months. 3 stars, would buy the larger cuff separately.'""",
"""Please summarise this web page I pasted about the new urgent care location, for a text message to my mum:
Lakeside Urgent Care – Westfield. Open 7 days, 8am–10pm, including holidays. Walk-ins welcome; save your spot online to reduce waiting. X-ray and basic lab tests on site. Accepts most insurance including Medicare. Free parking behind the building, step-free entrance. Pediatrics seen from 6 months. For chest pain or stroke symptoms call 911.""",
"""Pulled this from our IT knowledge base, is it still accurate for Windows 11?
'To map the shared drive: open File Explorer > This PC > Map network drive > choose letter S: > enter \\\\fs01\\shared > tick Reconnect at sign-in > Finish. If prompted, sign in with your hospital username in the format LAKESIDE\\username.'""",
"""Turn this voicemail transcript into a short portal message for the doctor:
'Hi it's Mrs. Delgado, date of birth 4th of May 52, I've had the new blood pressure pills — the amlodipine — for a week and my ankles are swelling up, both of them, worse at night, is that normal, should I stop them, I haven't stopped them yet, please call me back, I'm home all day, thank you.'""",
"""Translate this into plain English for me, it's from my insurance EOB for my MRI:
'Amount billed: $2,420.00. Allowed amount: $986.50. Plan paid: $789.20. Patient responsibility (coinsurance 20%): $197.30. Adjustment (contractual obligation, CO-45): $1,433.50. This is not a bill.'
So what do I actually owe, and why is the billed amount so different?""",
"""Can you check this job ad I'm about to post for anything off-putting or unclear?
'Night Nurse, Med-Surg, 28 beds. 3x12s, every third weekend. Competitive pay, night differential, tuition support after 6 months. Must have 1 year acute care experience and BLS. Supportive team, ratios 1:5, charge nurse without an assignment. Sign-on bonus for experienced RNs.'""",
"""Here's a message from my son's school nurse, what does it mean and do I need to do anything?
'Hi, Leo came to the office at 11:20 today with a nosebleed that stopped after about 10 minutes of pressure. He was calm, no injury reported. He's fine and went back to class. If nosebleeds happen often, or last longer than 20 minutes, mention it to his doctor. — Nurse Pam'""",
"""Summarise these meeting notes for people who missed it:
P&T committee 14 Nov: approved switch from enoxaparin brand A to brand B (cost saving ~$40k/yr, same dosing). Deferred decision on new GLP-1 formulary restrictions pending supply data. Pharmacy to present vancomycin AUC dosing audit next month. Reminder: smart pump library v12 goes live 1 Dec; nursing education sessions this week.""",
"""My dad forwarded me this email, is it a scam? What should I tell him?
'Your Medicare card will be suspended unless you verify your details within 24 hours. Click here to verify your Social Security number and bank account. Failure to respond will result in loss of benefits. Medicare Services Team.'""",
"""Convert this recipe I copied from my aunt's card to metric please:
2 cups all-purpose flour, 1 stick butter (softened), 1/2 cup sugar, 1/4 cup brown sugar, 1 egg, 1 tsp vanilla, 1/2 tsp baking soda, pinch of salt, 1 cup chocolate chips. Bake at 350F for 12 minutes.""",
"""Here's a snippet from our patient leaflet, is it written at a good reading level? If not, rewrite it.
'Following your procedure, it is imperative that you refrain from strenuous physical exertion for a period not less than fourteen days, and that you monitor the incision site for erythema, increasing tenderness or purulent discharge, which may indicate infection necessitating medical review.'""",
"""Can you summarise this parenting forum thread? Someone asked how to get their 3-year-old to take liquid antibiotics. Replies: (1) mix with a small amount of chocolate syrup right before giving; (2) ask the pharmacy for flavouring, many do it free; (3) use an oral syringe aimed at the inside of the cheek, not the back of the throat; (4) give a sticker reward after; (5) don't mix into a whole bottle of milk in case they don't finish it.""",
"""Please proofread this LinkedIn post before I publish it:
'Proud to share that our ward cut inpatient falls by 30% this year thanks to hourly rounding, bed alarms that actually get reset, and the amazing night team who never stop checking on people. Nursing is teamwork! #patientsafety #nursing'""",
"""Look at this lab result text from my portal and explain it simply:
'HbA1c 48 mmol/mol (6.5%). Fasting glucose 6.9 mmol/L. eGFR >90. Interpretation: consistent with type 2 diabetes; repeat to confirm if asymptomatic. Please book a review with your GP.'
Does this mean I definitely have diabetes?""",
"""Here's an excerpt from a contract amendment with our analytics vendor. Summarise it in 5 bullets for the privacy officer:
'AMENDMENT 3. 1. Term extended to 31 Dec 2027. 2. Fees increase 4% annually. 3. Data processing addendum updated to reflect new sub-processors listed in Schedule B. 4. Vendor may share de-identified data with affiliates for product improvement. 5. Breach notification within 72 hours.'""",
"""Summarise this incident report for our weekly safety huddle, in neutral language:
'Incident #4412: Patient fall, bed 7, 03:10. Found on floor beside bed by HCA. No injury on assessment; doctor reviewed, obs stable. Bed alarm was off. Root cause: alarm not reactivated after patient returned from toileting at 02:40. Action: alarm check added to toileting checklist.'""",
)
