ALTER TABLE "calendar_entries" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "group_display_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "instruction_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD COLUMN "answer_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The demo's content in English for a database seeded before this migration (decision 0023); rows a physio wrote keep their empty English.
UPDATE "exercises" AS e SET "name_en" = v.en || ' – level ' || e.level,
  "instruction_en" = CASE WHEN e.type = 'walking' THEN 'Walk for ' || (10 + e.level * 5) || ' minutes at a pace that leaves you slightly out of breath.' ELSE 'Do ' || v.doing || ' slowly and with control.' END
FROM (VALUES
  ('Knäböj', 'Squat', 'the squats'),
  ('Utfallssteg', 'Lunge', 'the lunges'),
  ('Tåhävningar', 'Calf raises', 'the calf raises'),
  ('Planka', 'Plank', 'the plank'),
  ('Bäckenlyft', 'Glute bridge', 'the glute bridges'),
  ('Fågelhunden', 'Bird dog', 'the bird dog'),
  ('Armhävning mot vägg', 'Wall push-up', 'the wall push-ups'),
  ('Rodd med gummiband', 'Band row', 'the band rows'),
  ('Rask promenad', 'Brisk walk', 'the brisk walk'),
  ('Intervallpromenad', 'Interval walk', 'the interval walk'),
  ('Magandning', 'Belly breathing', 'the belly breathing'),
  ('Fyrkantsandning', 'Box breathing', 'the box breathing'),
  ('Kroppsscanning', 'Body scan', 'the body scan'),
  ('Närvaro i stunden', 'Being in the moment', 'the exercise')
) AS v(sv, en, doing)
WHERE e.organization_id IS NULL AND e.name = v.sv || ' – nivå ' || e.level AND e.name_en = '';--> statement-breakpoint
UPDATE "exercises" AS e SET "instruction_en" = 'Lesson ' || e.lesson_number || ': ' || e.name_en || '.'
WHERE e.organization_id IS NULL AND e.type = 'theory-lesson' AND e.instruction = 'Lektion ' || e.lesson_number || ': ' || e.name || '.' AND e.name_en <> '' AND e.instruction_en = '';--> statement-breakpoint
UPDATE "exercises" AS e SET "group_display_name_en" = v.en
FROM (VALUES
  ('Ben', 'Legs'),
  ('Bål', 'Core'),
  ('Armar', 'Arms'),
  ('Puls', 'Cardio'),
  ('Andning', 'Breathing'),
  ('Medveten närvaro', 'Mindfulness'),
  ('Teori', 'Theory')
) AS v(sv, en)
WHERE e.group_display_name = v.sv AND e.group_display_name_en = '';--> statement-breakpoint
UPDATE "calendar_entries" AS c SET "title_en" = v.en
FROM (VALUES
  ('Återbesök', 'Follow-up visit'),
  ('Genomgång av formulär', 'Questionnaire review'),
  ('Teorigenomgång', 'Theory review'),
  ('Träningspass', 'Workout'),
  ('Teammöte', 'Team meeting'),
  ('Kollegial handledning', 'Peer supervision')
) AS v(sv, en)
WHERE c.title = v.sv AND c.title_en = '';--> statement-breakpoint
UPDATE "questionnaire_answers" AS a SET "name_en" = v.name, "description_en" = v.description
FROM (VALUES
  ('Mål', 'Goal', 'What do you want to achieve with your rehabilitation?'),
  ('Besvär', 'Symptoms', 'Where are your symptoms?'),
  ('Tidigare träning', 'Previous exercise', 'How often did you exercise before your symptoms began?'),
  ('Sömn', 'Sleep', 'How have you slept over the past week?'),
  ('Stämningsläge', 'Mood', 'How have you felt over the past week?'),
  ('Energi', 'Energy', 'How much energy have you had?'),
  ('Vardagsaktivitet', 'Everyday activity', 'Minutes of brisk activity a day'),
  ('Stillasittande', 'Sitting', 'Hours spent sitting a day')
) AS v(sv, name, description)
WHERE a.name = v.sv AND a.name_en = '';--> statement-breakpoint
UPDATE "questionnaire_answers" AS a SET "answer_en" = v.en
FROM (VALUES
  ('Mål', 'Gå utan smärta', 'Walk without pain'),
  ('Mål', 'Orka leka med barnbarnen', 'Have the energy to play with my grandchildren'),
  ('Mål', 'Tillbaka till arbetet', 'Get back to work'),
  ('Mål', 'Springa 5 km', 'Run 5 km'),
  ('Besvär', 'Ländrygg', 'Lower back'),
  ('Besvär', 'Knä', 'Knee'),
  ('Besvär', 'Axel', 'Shoulder'),
  ('Besvär', 'Nacke', 'Neck'),
  ('Besvär', 'Höft', 'Hip'),
  ('Tidigare träning', 'Aldrig', 'Never'),
  ('Tidigare träning', '1 gång i veckan', 'Once a week'),
  ('Tidigare träning', '2–3 gånger i veckan', '2–3 times a week'),
  ('Tidigare träning', 'Dagligen', 'Every day'),
  ('Sömn', 'Dåligt', 'Badly'),
  ('Sömn', 'Ganska dåligt', 'Quite badly'),
  ('Sömn', 'Ganska bra', 'Quite well'),
  ('Sömn', 'Bra', 'Well'),
  ('Stämningsläge', 'Nedstämd', 'Low'),
  ('Stämningsläge', 'Varierande', 'Up and down'),
  ('Stämningsläge', 'Ganska bra', 'Quite good'),
  ('Stämningsläge', 'Bra', 'Good'),
  ('Energi', 'Lite', 'Little'),
  ('Energi', 'Måttligt', 'Some'),
  ('Energi', 'Mycket', 'A lot'),
  ('Vardagsaktivitet', 'Under 10', 'Under 10'),
  ('Vardagsaktivitet', '10–30', '10–30'),
  ('Vardagsaktivitet', '30–60', '30–60'),
  ('Vardagsaktivitet', 'Över 60', 'Over 60'),
  ('Stillasittande', 'Under 4', 'Under 4'),
  ('Stillasittande', '4–8', '4–8'),
  ('Stillasittande', 'Över 8', 'Over 8')
) AS v(question, sv, en)
WHERE a.name = v.question AND a.answer = v.sv AND a.answer_en = '';
