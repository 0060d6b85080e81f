<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name></name>
    <message>
        <source>The card data is invalid, so the game can&apos;t start:
{error}</source>
        <translation>Les données des cartes sont invalides, le jeu ne peut pas démarrer :
{error}</translation>
    </message>
    <message>
        <source>Crossfire Desktop</source>
        <translation>Crossfire Desktop</translation>
    </message>
    <message>
        <source>the autosave it extends could not be read</source>
        <translation>la sauvegarde automatique qu’il prolonge est illisible</translation>
    </message>
    <message>
        <source>line {n} is not an action</source>
        <translation>la ligne {n} n’est pas une action</translation>
    </message>
    <message>
        <source>Recovered {n} actions the last session made after its last autosave; {left} more could not be replayed ({why}). {kept}</source>
        <translation>{n} actions jouées par la dernière session après sa dernière sauvegarde automatique ont été récupérées ; {left} autres n’ont pas pu être rejouées ({why}). {kept}</translation>
    </message>
    <message>
        <source>Recovered {n} actions the last session made after its last autosave.</source>
        <translation>{n} actions jouées par la dernière session après sa dernière sauvegarde automatique ont été récupérées.</translation>
    </message>
    <message>
        <source>The action journal {file} could not be set aside.</source>
        <translation>Le journal des actions {file} n’a pas pu être mis de côté.</translation>
    </message>
    <message>
        <source>The action journal was kept as {file}.</source>
        <translation>Le journal des actions a été conservé sous le nom {file}.</translation>
    </message>
    <message>
        <source>The action journal of the last session could not be read ({why}); the autosave is as it was last saved. {kept}</source>
        <translation>Le journal des actions de la dernière session est illisible ({why}) ; la sauvegarde automatique reste celle enregistrée en dernier. {kept}</translation>
    </message>
    <message>
        <source>Not changed: {field} {why}.</source>
        <translation>Rien n&apos;a changé : {field} {why}.</translation>
    </message>
    <message>
        <source>Nothing was changed: the campaign file {file} can&apos;t be read any more, and a file that can&apos;t be read is never written over. &quot;Save this campaign&quot; sets the broken file aside (kept) and saves the campaign as shown here.</source>
        <translation>Rien n&apos;a changé : le fichier de campagne {file} ne peut plus être lu, et un fichier illisible n&apos;est jamais écrasé. « Enregistrer cette campagne » met le fichier abîmé de côté (il est conservé) et enregistre la campagne telle qu&apos;affichée ici.</translation>
    </message>
    <message>
        <source>The campaign could not be saved, nothing changed: {why}</source>
        <translation>La campagne n&apos;a pas pu être enregistrée, rien n&apos;a changé : {why}</translation>
    </message>
    <message>
        <source>The campaign could not be saved: {why}</source>
        <translation>La campagne n&apos;a pas pu être enregistrée : {why}</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Enregistré.</translation>
    </message>
    <message>
        <source>Saved. The unreadable file was kept as {file}.</source>
        <translation>Enregistré. Le fichier illisible a été conservé sous le nom {file}.</translation>
    </message>
    <message>
        <source> (at {where})</source>
        <translation> (à {where})</translation>
    </message>
    <message>
        <source>⚠ Can&apos;t be read: {file} — {problem}</source>
        <translation>⚠ Illisible : {file} — {problem}</translation>
    </message>
    <message>
        <source>1 runner</source>
        <translation>1 Runner</translation>
    </message>
    <message>
        <source>{n} runners</source>
        <translation>{n} Runners</translation>
    </message>
    <message>
        <source>saved {time}</source>
        <translation>enregistrée {time}</translation>
    </message>
    <message>
        <source>{path} can&apos;t be read: {problem}. The file was kept as it is; nothing will be written over it.</source>
        <translation>{path} est illisible : {problem}. Le fichier est conservé tel quel ; rien ne sera écrit par-dessus.</translation>
    </message>
    <message>
        <source>A readable backup from before its last save exists ({backup}): Open the backup to go on from it.</source>
        <translation>Une copie de secours lisible d&apos;avant le dernier enregistrement existe ({backup}) : Ouvrir la copie de secours pour reprendre à partir d&apos;elle.</translation>
    </message>
    <message>
        <source>There is no readable backup.</source>
        <translation>Il n&apos;y a aucune copie de secours lisible.</translation>
    </message>
    <message>
        <source>Set it aside renames the file (its contents kept) so it leaves this list.</source>
        <translation>Mettre de côté renomme le fichier (son contenu est conservé) pour qu&apos;il quitte cette liste.</translation>
    </message>
    <message>
        <source>Campaigns</source>
        <translation>Campagnes</translation>
    </message>
    <message>
        <source>Name of a new campaign</source>
        <translation>Nom d&apos;une nouvelle campagne</translation>
    </message>
    <message>
        <source>New campaign</source>
        <translation>Nouvelle campagne</translation>
    </message>
    <message>
        <source>Open the backup</source>
        <translation>Ouvrir la copie de secours</translation>
    </message>
    <message>
        <source>Set it aside</source>
        <translation>Mettre de côté</translation>
    </message>
    <message>
        <source>Import as a copy</source>
        <translation>Importer comme copie</translation>
    </message>
    <message>
        <source>Replace the stored one</source>
        <translation>Remplacer celle qui est stockée</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>The campaigns could not be listed: {why}</source>
        <translation>Impossible de lister les campagnes : {why}</translation>
    </message>
    <message>
        <source>No campaigns yet: type a name above and press New campaign.</source>
        <translation>Aucune campagne pour l&apos;instant : tapez un nom ci-dessus puis Nouvelle campagne.</translation>
    </message>
    <message>
        <source>Can&apos;t open “{name}”. {why}</source>
        <translation>Impossible d&apos;ouvrir « {name} ». {why}</translation>
    </message>
    <message>
        <source>The backup can&apos;t be read either. {why}. Both files were kept as they are.</source>
        <translation>La copie de secours est illisible elle aussi. {why}. Les deux fichiers sont conservés tels quels.</translation>
    </message>
    <message>
        <source>The backup could not be restored: {why}. Nothing was changed.</source>
        <translation>La copie de secours n&apos;a pas pu être restaurée : {why}. Rien n&apos;a changé.</translation>
    </message>
    <message>
        <source>Restored the backup {backup}. The broken file was kept as {file}.</source>
        <translation>Copie de secours {backup} restaurée. Le fichier abîmé est conservé sous le nom {file}.</translation>
    </message>
    <message>
        <source>{file} could not be set aside: {why}</source>
        <translation>{file} n&apos;a pas pu être mis de côté : {why}</translation>
    </message>
    <message>
        <source>{file} was renamed to {new} in {folder}, its contents kept.</source>
        <translation>{file} a été renommé en {new} dans {folder}, son contenu est conservé.</translation>
    </message>
    <message>
        <source>Its backup {backup} is kept too.</source>
        <translation>Sa copie de secours {backup} est conservée elle aussi.</translation>
    </message>
    <message>
        <source>Type a name for the new campaign first.</source>
        <translation>Tapez d&apos;abord un nom pour la nouvelle campagne.</translation>
    </message>
    <message>
        <source>A campaign name has at most {n} characters.</source>
        <translation>Un nom de campagne fait au plus {n} caractères.</translation>
    </message>
    <message>
        <source>There is already a campaign called “{name}”: pick another.</source>
        <translation>Une campagne s&apos;appelle déjà « {name} » : choisissez-en un autre.</translation>
    </message>
    <message>
        <source>Created “{name}”. Open it to add runners.</source>
        <translation>« {name} » créée. Ouvrez-la pour ajouter des Runners.</translation>
    </message>
    <message>
        <source> (imported)</source>
        <translation> (importée)</translation>
    </message>
    <message>
        <source> (imported {n})</source>
        <translation> (importée {n})</translation>
    </message>
    <message>
        <source>Nothing was imported. {why}.</source>
        <translation>Rien n&apos;a été importé. {why}.</translation>
    </message>
    <message>
        <source>Replaced “{name}” with the imported file; the stored one&apos;s previous version is kept as its backup.</source>
        <translation>« {name} » remplacée par le fichier importé ; la version précédente est conservée comme copie de secours.</translation>
    </message>
    <message>
        <source>Imported “{name}”.</source>
        <translation>« {name} » importée.</translation>
    </message>
    <message>
        <source>“{name}” is already in your campaigns (stored as “{existing}”). Import it as a copy next to it, or replace the stored one with this file: the stored one&apos;s previous version is kept as its backup.</source>
        <translation>« {name} » est déjà dans vos campagnes (sous le nom « {existing} »). Importez-la comme copie à côté, ou remplacez celle qui est stockée par ce fichier : sa version précédente est conservée comme copie de secours.</translation>
    </message>
    <message>
        <source>There is already another campaign called “{existing}”. Import this one as a copy, under another name.</source>
        <translation>Une autre campagne s&apos;appelle déjà « {existing} ». Importez celle-ci comme copie, sous un autre nom.</translation>
    </message>
    <message>
        <source>Choose a campaign that can be read to export it.</source>
        <translation>Choisissez une campagne lisible pour l&apos;exporter.</translation>
    </message>
    <message>
        <source>Export to another folder: this one holds the program&apos;s own saves.</source>
        <translation>Exportez vers un autre dossier : celui-ci contient les sauvegardes du programme.</translation>
    </message>
    <message>
        <source>Nothing was exported. {why}</source>
        <translation>Rien n&apos;a été exporté. {why}</translation>
    </message>
    <message>
        <source>Exported “{name}” to {path}.</source>
        <translation>« {name} » exportée vers {path}.</translation>
    </message>
    <message>
        <source>Import a campaign</source>
        <translation>Importer une campagne</translation>
    </message>
    <message>
        <source>Campaign files (*.json)</source>
        <translation>Fichiers de campagne (*.json)</translation>
    </message>
    <message>
        <source>Export a campaign</source>
        <translation>Exporter une campagne</translation>
    </message>
    <message>
        <source>Campaign name</source>
        <translation>Nom de la campagne</translation>
    </message>
    <message>
        <source>Rename campaign</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>Click runner cards to choose who plays (1-4); the last one clicked is the one the buttons below act on.</source>
        <translation>Cliquez sur les cartes des Runners pour choisir qui joue (1 à 4) ; le dernier cliqué est celui sur lequel agissent les boutons ci-dessous.</translation>
    </message>
    <message>
        <source>Save this campaign</source>
        <translation>Enregistrer cette campagne</translation>
    </message>
    <message>
        <source>Set the unreadable campaign file aside (it is kept, renamed) and save the campaign as shown here</source>
        <translation>Mettre de côté le fichier de campagne illisible (conservé, renommé) et enregistrer la campagne telle qu&apos;affichée ici</translation>
    </message>
    <message>
        <source>New runner&apos;s name</source>
        <translation>Nom du nouveau Runner</translation>
    </message>
    <message>
        <source>{m} (HP {hp}, {cards} cards, {nuyen}¥)</source>
        <translation>{m} (Santé {hp}, {cards} cartes, {nuyen}¥)</translation>
    </message>
    <message>
        <source>Add runner</source>
        <translation>Ajouter le Runner</translation>
    </message>
    <message>
        <source>Rename runner</source>
        <translation>Renommer le Runner</translation>
    </message>
    <message>
        <source>Give the runner picked last the name typed on the left</source>
        <translation>Donner au dernier Runner choisi le nom tapé à gauche</translation>
    </message>
    <message>
        <source>Upgrade shop</source>
        <translation>Boutique</translation>
    </message>
    <message>
        <source>Release from mission</source>
        <translation>Libérer</translation>
    </message>
    <message>
        <source>The mission this runner joined will never be recorded: free the runner (no Karma, nothing in the history)</source>
        <translation>La mission que ce Runner a rejointe ne sera jamais enregistrée : libérer le Runner (pas de Karma, rien dans l&apos;historique)</translation>
    </message>
    <message>
        <source>Resume mission</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Open the mission this runner is in (finished or not) to play on or record it</source>
        <translation>Ouvrir la mission où se trouve ce Runner (finie ou non) pour la continuer ou l&apos;enregistrer</translation>
    </message>
    <message>
        <source>Record a table mission</source>
        <translation>Mission jouée sur table</translation>
    </message>
    <message>
        <source>Award Karma for a mission played with the physical game</source>
        <translation>Attribuer le Karma d&apos;une mission jouée avec le jeu physique</translation>
    </message>
    <message>
        <source>Campaign: {name} · Rules: {edition}</source>
        <translation>Campagne : {name} · Règles : {edition}</translation>
    </message>
    <message>
        <source>No runners yet: name one below and add them.</source>
        <translation>Aucun Runner pour l&apos;instant : nommez-en un ci-dessous et ajoutez-le.</translation>
    </message>
    <message>
        <source>Play a mission</source>
        <translation>Jouer une mission</translation>
    </message>
    <message>
        <source>Upgrade shop: {name}</source>
        <translation>Boutique d&apos;Améliorations : {name}</translation>
    </message>
    <message>
        <source>A team has at most four runners.</source>
        <translation>Une équipe compte au plus quatre Runners.</translation>
    </message>
    <message>
        <source>Type the new runner&apos;s name first.</source>
        <translation>Tapez d&apos;abord le nom du nouveau Runner.</translation>
    </message>
    <message>
        <source>{name} joined the campaign.</source>
        <translation>{name} a rejoint la campagne.</translation>
    </message>
    <message>
        <source>Pick a runner and type the new name on the left.</source>
        <translation>Choisissez un Runner et tapez le nouveau nom à gauche.</translation>
    </message>
    <message>
        <source>Renamed {name}.</source>
        <translation>{name} renommé.</translation>
    </message>
    <message>
        <source>Type the campaign&apos;s new name first.</source>
        <translation>Tapez d&apos;abord le nouveau nom de la campagne.</translation>
    </message>
    <message>
        <source>Another campaign is already called {name}.</source>
        <translation>Une autre campagne s&apos;appelle déjà {name}.</translation>
    </message>
    <message>
        <source>The campaign is now called {name}.</source>
        <translation>La campagne s&apos;appelle maintenant {name}.</translation>
    </message>
    <message>
        <source>Yes, release them</source>
        <translation>Oui, les libérer</translation>
    </message>
    <message>
        <source>Release {team} from their mission? Its result can then never be recorded: no Karma and nothing in their history. Click again to confirm.</source>
        <translation>Libérer {team} de leur mission ? Son résultat ne pourra plus jamais être enregistré : pas de Karma et rien dans leur historique. Cliquez à nouveau pour confirmer.</translation>
    </message>
    <message>
        <source>{team} can play and shop again.</source>
        <translation>{team} peut de nouveau jouer et faire des achats.</translation>
    </message>
    <message>
        <source>Click the runner cards of the team first.</source>
        <translation>Cliquez d&apos;abord sur les cartes des Runners de l&apos;équipe.</translation>
    </message>
    <message>
        <source>Defeat it with {n}× [{c}] damage, or {m} damage of any color.</source>
        <translation>À vaincre avec {n}× dégât [{c}], ou {m} dégâts de n&apos;importe quelle couleur.</translation>
    </message>
    <message>
        <source>Reward: {text}</source>
        <translation>Récompense : {text}</translation>
    </message>
    <message>
        <source>BOSS · {side}</source>
        <translation>BOSS · {side}</translation>
    </message>
    <message>
        <source>marker</source>
        <translation>marqueur</translation>
    </message>
    <message>
        <source>{n} LVL</source>
        <translation>{n} NIV</translation>
    </message>
    <message>
        <source>Damage: {dmg}</source>
        <translation>Dégâts : {dmg}</translation>
    </message>
    <message>
        <source>ASSIST: </source>
        <translation>ASSIST : </translation>
    </message>
    <message>
        <source>{mark} Crossfire {n}+: {text}</source>
        <translation>{mark} Crossfire {n}+ : {text}</translation>
    </message>
    <message>
        <source>Timebomb: {text}</source>
        <translation>Retardement : {text}</translation>
    </message>
    <message>
        <source>CROSSFIRE EVENT</source>
        <translation>ÉVÉNEMENT</translation>
    </message>
    <message>
        <source>REQUIRES {type}</source>
        <translation>REQUIERT {type}</translation>
    </message>
    <message>
        <source>BOSS</source>
        <translation>BOSS</translation>
    </message>
    <message>
        <source>Damage: [{c}]. Clears one [{c}] box, or counts 1 toward a number box.</source>
        <translation>Dégât : [{c}]. Efface une case [{c}], ou compte 1 pour une case numérotée.</translation>
    </message>
    <message>
        <source>Damage: {dmg}.</source>
        <translation>Dégâts : {dmg}.</translation>
    </message>
    <message>
        <source>The Client&apos;s turn: the Client plays no cards, only assists can be played.</source>
        <translation>Tour du Client : le Client ne joue pas de cartes, seules les cartes Assist peuvent être jouées.</translation>
    </message>
    <message>
        <source>{who}: drag an assist card onto an obstacle, then end the turn (Space).</source>
        <translation>{who} : faites glisser une carte Assist sur un obstacle, puis terminez le tour (Espace).</translation>
    </message>
    <message>
        <source>{who} can assist (Assist…), then {decider} ends the turn (Space).</source>
        <translation>{who} peut aider (Assist…), puis {decider} termine le tour (Espace).</translation>
    </message>
    <message>
        <source>Nobody holds an assist to play: {decider} ends the turn (Space).</source>
        <translation>Personne n&apos;a de carte Assist à jouer : {decider} termine le tour (Espace).</translation>
    </message>
    <message>
        <source>The Client has no hand: a runner holding an assist plays it with the Assist… button.</source>
        <translation>Le Client n&apos;a pas de main : un Runner qui a une carte Assist la joue avec le bouton Assist….</translation>
    </message>
    <message>
        <source>{card} ({ability})</source>
        <translation>{card} ({ability})</translation>
    </message>
    <message>
        <source>the rules engine</source>
        <translation>le moteur de règles</translation>
    </message>
    <message>
        <source>This card&apos;s ability failed: {what}, the action was taken back.</source>
        <translation>La capacité de cette carte a échoué : {what}, l&apos;action a été reprise.</translation>
    </message>
    <message>
        <source>Details are in {file}.</source>
        <translation>Les détails sont dans {file}.</translation>
    </message>
    <message>
        <source>Finish this decision first: {what}</source>
        <translation>Terminez d&apos;abord cette décision : {what}</translation>
    </message>
    <message>
        <source>Mission: {k} Karma</source>
        <translation>Mission : {k} Karma</translation>
    </message>
    <message>
        <source>{name} ×{n}: +{k} Karma</source>
        <translation>{name} ×{n} : +{k} Karma</translation>
    </message>
    <message>
        <source>Back to the start screen</source>
        <translation>Retour à l&apos;accueil</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>The same mission and team, newly shuffled</source>
        <translation>La même mission et la même équipe, mélangées à nouveau</translation>
    </message>
    <message>
        <source>Replay this seed</source>
        <translation>Rejouer cette graine</translation>
    </message>
    <message>
        <source>The same mission and team, shuffled exactly as this game</source>
        <translation>La même mission et la même équipe, mélangées exactement comme cette partie</translation>
    </message>
    <message>
        <source>Post-mission: record Karma in the campaign</source>
        <translation>Après-mission : noter le Karma</translation>
    </message>
    <message>
        <source>Mission Karma for each runner, before the campaign&apos;s scaling: {k}</source>
        <translation>Karma de mission pour chaque Runner, avant l&apos;ajustement de la campagne : {k}</translation>
    </message>
    <message>
        <source>Karma earned by each runner: {k}</source>
        <translation>Karma gagné par chaque Runner : {k}</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>critique</translation>
    </message>
    <message>
        <source>staggered</source>
        <translation>sonné</translation>
    </message>
    <message>
        <source>standing</source>
        <translation>debout</translation>
    </message>
    <message>
        <source>The Client: HP {hp}/{max}, {state}</source>
        <translation>Le Client : Santé {hp}/{max}, {state}</translation>
    </message>
    <message>
        <source>{name} ({meta}): HP {hp}/{max}, {nuyen}¥, {cards} cards, {state}</source>
        <translation>{name} ({meta}) : Santé {hp}/{max}, {nuyen}¥, {cards} cartes, {state}</translation>
    </message>
    <message>
        <source>{runner}&apos;s upgrade {upgrade}: {text}</source>
        <translation>Amélioration {upgrade} de {runner} : {text}</translation>
    </message>
    <message>
        <source>{card}: {text}</source>
        <translation>{card} : {text}</translation>
    </message>
    <message>
        <source>{card} uses its ability.</source>
        <translation>{card} utilise sa capacité.</translation>
    </message>
    <message>
        <source>{runner} uses an ability.</source>
        <translation>{runner} utilise une capacité.</translation>
    </message>
    <message>
        <source>Mission track, round {round}: {text}</source>
        <translation>Piste de mission, round {round} : {text}</translation>
    </message>
    <message>
        <source>The mission marker moves to round {round}.</source>
        <translation>Le marqueur de mission avance au round {round}.</translation>
    </message>
    <message>
        <source>{source}: {runner} can&apos;t {what}.</source>
        <translation>{source} : {runner} ne peut pas {what}.</translation>
    </message>
    <message>
        <source>{card}: X is {x}.</source>
        <translation>{card} : X vaut {x}.</translation>
    </message>
    <message>
        <source>{runner} takes {card} from the discard pile.</source>
        <translation>{runner} reprend {card} de sa défausse.</translation>
    </message>
    <message>
        <source>{runner} replaces {old} with {new}.</source>
        <translation>{runner} remplace {old} par {new}.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>{card} hits every obstacle facing {runner}: {obstacles}.</source>
        <translation>{card} touche chaque obstacle face à {runner} : {obstacles}.</translation>
    </message>
    <message>
        <source>{runner} reveals {cards}.</source>
        <translation>{runner} révèle {cards}.</translation>
    </message>
    <message>
        <source>{card} returns to {runner}&apos;s hand.</source>
        <translation>{card} revient dans la main de {runner}.</translation>
    </message>
    <message>
        <source>{obstacle} is revealed from the obstacle deck.</source>
        <translation>{obstacle} est révélé depuis le paquet d&apos;obstacles.</translation>
    </message>
    <message>
        <source>{obstacle} is discarded.</source>
        <translation>{obstacle} est défaussé.</translation>
    </message>
    <message>
        <source>{card}: a second marker on {target} is taken back (different obstacles only).</source>
        <translation>{card} : un second marqueur sur {target} est repris (obstacles différents uniquement).</translation>
    </message>
    <message>
        <source>{runner} {what} instead of healing.</source>
        <translation>{runner} {what} au lieu de se soigner.</translation>
    </message>
    <message>
        <source>{card} deals 1 extra {color} damage.</source>
        <translation>{card} inflige 1 dégât {color} de plus.</translation>
    </message>
    <message>
        <source>{card} goes into {runner}&apos;s hand.</source>
        <translation>{card} va dans la main de {runner}.</translation>
    </message>
    <message>
        <source>{card}: {obstacle} can&apos;t attack this turn.</source>
        <translation>{card} : {obstacle} ne peut pas attaquer ce tour-ci.</translation>
    </message>
    <message>
        <source>The boss shows its {side} side, facing {runner}.</source>
        <translation>Le Boss montre sa face {side}, face à {runner}.</translation>
    </message>
    <message>
        <source>{obstacle} has {colored}/{cn} damage of its color, {total}/{tn} in all.</source>
        <translation>{obstacle} a {colored}/{cn} dégâts de sa couleur, {total}/{tn} au total.</translation>
    </message>
    <message>
        <source>{obstacle}&apos;s damage this turn is gone: it must be dealt in one turn.</source>
        <translation>Les dégâts de ce tour sur {obstacle} disparaissent : ils doivent être infligés en un seul tour.</translation>
    </message>
    <message>
        <source>{runner} cancels {obstacle}&apos;s ability until the next turn.</source>
        <translation>{runner} annule la capacité de {obstacle} jusqu&apos;au prochain tour.</translation>
    </message>
    <message>
        <source>{card}: {obstacle} has no abilities for the rest of the game.</source>
        <translation>{card} : {obstacle} n&apos;a plus de capacité jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <source>Fix the problem below to see the card</source>
        <translation>Corrigez le problème ci-dessous pour voir la carte</translation>
    </message>
    <message>
        <source>Card editor</source>
        <translation>Éditeur de cartes</translation>
    </message>
    <message>
        <source>Pack name</source>
        <translation>Nom du paquet de cartes</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Save pack</source>
        <translation>Enregistrer le paquet</translation>
    </message>
    <message>
        <source>Cards in this pack</source>
        <translation>Cartes de ce paquet</translation>
    </message>
    <message>
        <source>Complete a card from your box (by printed number)</source>
        <translation>Compléter une carte de votre boîte (par numéro imprimé)</translation>
    </message>
    <message>
        <source>Complete this card</source>
        <translation>Compléter cette carte</translation>
    </message>
    <message>
        <source>Or add a new card (promo, fan card)</source>
        <translation>Ou ajouter une nouvelle carte (promo, carte de fan)</translation>
    </message>
    <message>
        <source>Name of the new card</source>
        <translation>Nom de la nouvelle carte</translation>
    </message>
    <message>
        <source>Add new card</source>
        <translation>Ajouter la carte</translation>
    </message>
    <message>
        <source>Remove from pack</source>
        <translation>Retirer du paquet</translation>
    </message>
    <message>
        <source>Abilities (pick an effect, or leave it to be resolved at the table)</source>
        <translation>Capacités (choisissez un effet, ou laissez-la se résoudre à la table)</translation>
    </message>
    <message>
        <source>Can&apos;t open that pack: {why}</source>
        <translation>Impossible d&apos;ouvrir ce paquet : {why}</translation>
    </message>
    <message>
        <source>New card</source>
        <translation>Nouvelle carte</translation>
    </message>
    <message>
        <source>Not saved: {error}</source>
        <translation>Non enregistré : {error}</translation>
    </message>
    <message>
        <source>Saved {file}: its cards are dealt in new games with this pack on.</source>
        <translation>{file} enregistré : ses cartes sont distribuées dans les nouvelles parties où ce paquet est activé.</translation>
    </message>
    <message>
        <source>Complete a card from your box or add a new one.</source>
        <translation>Complétez une carte de votre boîte ou ajoutez-en une nouvelle.</translation>
    </message>
    <message>
        <source> One ability is resolved at the table (bots can&apos;t play it).</source>
        <translation> Une capacité se résout à la table (les bots ne peuvent pas la jouer).</translation>
    </message>
    <message>
        <source>This card is sound.</source>
        <translation>Cette carte est correcte.</translation>
    </message>
    <message>
        <source>Undo the last change to this pack (Ctrl+Z). Typing in one box is one change; Ctrl+Z while the cursor is in a box undoes the typing in that box.</source>
        <translation>Défaire la dernière modification de ce paquet (Ctrl+Z). Ce qu&apos;on tape dans une case est une seule modification ; Ctrl+Z avec le curseur dans une case défait ce qui y a été tapé.</translation>
    </message>
    <message>
        <source>Redo the change you undid (Ctrl+Shift+Z or Ctrl+Y).</source>
        <translation>Rétablir la modification défaite (Ctrl+Maj+Z ou Ctrl+Y).</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Black Market</source>
        <translation>Marché Noir</translation>
    </message>
    <message>
        <source>Sticker</source>
        <translation>Vignette</translation>
    </message>
    <message>
        <source>Boss</source>
        <translation>Boss</translation>
    </message>
    <message>
        <source>Click it again, or drop it on your hand, to buy it (Enter).</source>
        <translation>Cliquez à nouveau dessus, ou déposez-la sur votre main, pour l&apos;acheter (Entrée).</translation>
    </message>
    <message>
        <source>Pick an answer: click it or press its number.</source>
        <translation>Choisissez une réponse : cliquez dessus ou tapez son numéro.</translation>
    </message>
    <message>
        <source>Obstacles facing {name}</source>
        <translation>Obstacles face à {name}</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>Current decision</source>
        <translation>Décision en cours</translation>
    </message>
    <message>
        <source>Crossfire event and level</source>
        <translation>Événement et Niveau Crossfire</translation>
    </message>
    <message>
        <source>Pick a card first (keys 1-9), then a target (Tab), then Enter.</source>
        <translation>Choisissez d&apos;abord une carte (touches 1-9), puis une cible (Tab), puis Entrée.</translation>
    </message>
    <message>
        <source>win</source>
        <translation>victoire</translation>
    </message>
    <message>
        <source>abort</source>
        <translation>annulation</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>{mission} mission</source>
        <translation>Mission {mission}</translation>
    </message>
    <message>
        <source>{runner} bought {sticker}</source>
        <translation>{runner} a acheté {sticker}</translation>
    </message>
    <message>
        <source>{mission} — {result}</source>
        <translation>{mission} — {result}</translation>
    </message>
    <message>
        <source>{runner} bought {sticker} in slot {slot} for {cost} Karma (total {total})</source>
        <translation>{runner} a acheté {sticker} dans l&apos;emplacement {slot} pour {cost} Karma (total {total})</translation>
    </message>
    <message>
        <source>{runner} bought {sticker} in slot {slot}, covering {covered}, for {cost} Karma (total {total})</source>
        <translation>{runner} a acheté {sticker} dans l&apos;emplacement {slot}, par-dessus {covered}, pour {cost} Karma (total {total})</translation>
    </message>
    <message>
        <source> (bonus: {challenges})</source>
        <translation> (bonus : {challenges})</translation>
    </message>
    <message>
        <source>{runner} +{karma}</source>
        <translation>{runner} +{karma}</translation>
    </message>
    <message>
        <source> (−{penalty} for Karma in upgrades)</source>
        <translation> (−{penalty} pour le Karma en Améliorations)</translation>
    </message>
    <message>
        <source>{mission} — {result}{bonus}: {lines}</source>
        <translation>{mission} — {result}{bonus} : {lines}</translation>
    </message>
    <message>
        <source>Recorded by {by}</source>
        <translation>Enregistré par {by}</translation>
    </message>
    <message>
        <source>{sticker}: printed value {karma} Karma</source>
        <translation>{sticker} : valeur imprimée {karma} Karma</translation>
    </message>
    <message>
        <source>It covers {covered} in slot {slot}; a covered sticker no longer counts.</source>
        <translation>Elle recouvre {covered} dans l&apos;emplacement {slot} ; une vignette recouverte ne compte plus.</translation>
    </message>
    <message>
        <source>Put in a new slot: slot {slot}.</source>
        <translation>Dans un nouvel emplacement : emplacement {slot}.</translation>
    </message>
    <message>
        <source>the printed value</source>
        <translation>la valeur imprimée</translation>
    </message>
    <message>
        <source>printed value + 10 outside the first slot</source>
        <translation>valeur imprimée + 10 hors du premier emplacement</translation>
    </message>
    <message>
        <source>Value in that slot: {cost} Karma ({why})</source>
        <translation>Valeur dans cet emplacement : {cost} Karma ({why})</translation>
    </message>
    <message>
        <source>{runner}&apos;s upgrades total after: {total} Karma</source>
        <translation>Total des Améliorations de {runner} ensuite : {total} Karma</translation>
    </message>
    <message>
        <source>{runner}: base {base} + bonus {bonus}; Karma in upgrades {upgrades}, penalty −{penalty}; awarded +{karma}</source>
        <translation>{runner} : base {base} + bonus {bonus} ; Karma en Améliorations {upgrades}, pénalité −{penalty} ; attribué +{karma}</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Registre</translation>
    </message>
    <message>
        <source>Nothing recorded yet: mission awards and sticker purchases show here.</source>
        <translation>Rien d&apos;enregistré pour l&apos;instant : les gains de missions et les achats de vignettes apparaissent ici.</translation>
    </message>
    <message>
        <source>Undo last</source>
        <translation>Défaire le dernier</translation>
    </message>
    <message>
        <source>Yes, undo it</source>
        <translation>Oui, le défaire</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>The ledger is empty: nothing to undo.</source>
        <translation>Le registre est vide : rien à défaire.</translation>
    </message>
    <message>
        <source>Undo last: {what}</source>
        <translation>Défaire le dernier : {what}</translation>
    </message>
    <message>
        <source>{sticker} comes off {runner}&apos;s slot {slot}.</source>
        <translation>{sticker} est retirée de l&apos;emplacement {slot} de {runner}.</translation>
    </message>
    <message>
        <source>The Karma it gave is taken back and it leaves each runner&apos;s history.</source>
        <translation>Le Karma qu&apos;elle a donné est repris et elle quitte l&apos;historique de chaque Runner.</translation>
    </message>
    <message>
        <source>Undo #{seq} ({what})? {effect}</source>
        <translation>Défaire #{seq} ({what}) ? {effect}</translation>
    </message>
    <message>
        <source>Undone: #{seq} {what}.</source>
        <translation>Défait : #{seq} {what}.</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vide)</translation>
    </message>
    <message>
        <source>Attack {n}</source>
        <translation>Attaque {n}</translation>
    </message>
    <message>
        <source>Placed here: {cards}</source>
        <translation>Placées ici : {cards}</translation>
    </message>
    <message>
        <source>{card}&apos;s damage → {target}</source>
        <translation>Dégâts de {card} → {target}</translation>
    </message>
    <message>
        <source>{card} → {target}</source>
        <translation>{card} → {target}</translation>
    </message>
    <message>
        <source>Pass to {name}</source>
        <translation>Passer à {name}</translation>
    </message>
    <message>
        <source>I am {name}: show my cards (Enter)</source>
        <translation>Je suis {name} : montrer mes cartes (Entrée)</translation>
    </message>
    <message>
        <source>The round&apos;s Crossfire step, then each runner&apos;s five turn steps.</source>
        <translation>L&apos;étape Crossfire du round, puis les cinq étapes du tour de chaque Runner.</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Round {n}</translation>
    </message>
    <message>
        <source>Track {r}/{n}</source>
        <translation>Piste {r}/{n}</translation>
    </message>
    <message>
        <source>Round {r}: {text}</source>
        <translation>Round {r} : {text}</translation>
    </message>
    <message>
        <source>Client HP {hp}/{max}</source>
        <translation>Client Santé {hp}/{max}</translation>
    </message>
    <message>
        <source>Boss: {boss}</source>
        <translation>Boss : {boss}</translation>
    </message>
    <message>
        <source>Scene {n}/3</source>
        <translation>Séquence {n}/3</translation>
    </message>
    <message>
        <source>Abort run: last round</source>
        <translation>Annulation du run : dernier round</translation>
    </message>
    <message>
        <source>Revised rules</source>
        <translation>Règles révisées</translation>
    </message>
    <message>
        <source>Mission marker: round {n}</source>
        <translation>Marqueur de mission : round {n}</translation>
    </message>
    <message>
        <source>The Dragon faces {runner}</source>
        <translation>Le Dragon fait face à {runner}</translation>
    </message>
    <message>
        <source>Crossfire level {n}</source>
        <translation>Niveau Crossfire {n}</translation>
    </message>
    <message>
        <source>Deck {d} · discard {x}</source>
        <translation>Paquet {d} · défausse {x}</translation>
    </message>
    <message>
        <source>{mark} {n}+ {state}</source>
        <translation>{mark} {n}+ {state}</translation>
    </message>
    <message>
        <source>LIVE</source>
        <translation>ACTIF</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>pas encore</translation>
    </message>
    <message>
        <source>No active event</source>
        <translation>Aucun événement actif</translation>
    </message>
    <message>
        <source>No event this round</source>
        <translation>Pas d&apos;événement ce round</translation>
    </message>
    <message>
        <source>This mission&apos;s setup flips no Crossfire event in round {round}.</source>
        <translation>La mise en place de cette mission ne révèle aucun événement Crossfire au round {round}.</translation>
    </message>
    <message>
        <source>A Crossfire event is flipped here at the start of each round.</source>
        <translation>Un événement Crossfire est révélé ici au début de chaque round.</translation>
    </message>
    <message>
        <source>Resume (Esc)</source>
        <translation>Reprendre (Échap)</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Enregistrer…</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Quitter la partie</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Stay in the game</source>
        <translation>Rester dans la partie</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>The game is autosaved after every action.</source>
        <translation>La partie est sauvegardée automatiquement après chaque action.</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation>Quitter cette partie&#xa0;?</translation>
    </message>
    <message>
        <source>Leave to the start screen</source>
        <translation>Revenir à l&apos;écran d&apos;accueil</translation>
    </message>
    <message>
        <source>Quit Crossfire?</source>
        <translation>Quitter Crossfire&#xa0;?</translation>
    </message>
    <message>
        <source>Quit the program</source>
        <translation>Quitter le programme</translation>
    </message>
    <message>
        <source>The game is autosaved: Continue on the start screen picks it up where you left it.</source>
        <translation>La partie est sauvegardée automatiquement : Continuer, sur l&apos;écran d&apos;accueil, la reprend là où vous l&apos;avez laissée.</translation>
    </message>
    <message>
        <source>Your {what} file can&apos;t be read, so the defaults are in use: {why}</source>
        <translation>Votre fichier de {what} est illisible, les valeurs par défaut sont utilisées : {why}</translation>
    </message>
    <message>
        <source>Your {what} file can&apos;t be read ({why}); it was kept as {file} and the defaults are in use.</source>
        <translation>Votre fichier de {what} est illisible ({why}) ; il est conservé sous le nom {file} et les valeurs par défaut sont utilisées.</translation>
    </message>
    <message>
        <source>settings</source>
        <translation>paramètres</translation>
    </message>
    <message>
        <source>display preferences</source>
        <translation>préférences d&apos;affichage</translation>
    </message>
    <message>
        <source>Display preferences not saved: {why}</source>
        <translation>Préférences d&apos;affichage non enregistrées : {why}</translation>
    </message>
    <message>
        <source>Settings not saved: {why}</source>
        <translation>Paramètres non enregistrés : {why}</translation>
    </message>
    <message>
        <source>Settings saved. The unreadable settings file was kept as {file}.</source>
        <translation>Paramètres enregistrés. Le fichier de paramètres illisible est conservé sous le nom {file}.</translation>
    </message>
    <message>
        <source>The campaign game could not be saved under its own name: {why}</source>
        <translation>La partie de campagne n&apos;a pas pu être enregistrée sous son propre nom : {why}</translation>
    </message>
    <message>
        <source>The campaign game&apos;s save couldn&apos;t be read; it was kept as {file}.</source>
        <translation>La sauvegarde de la partie de campagne est illisible ; elle est conservée sous le nom {file}.</translation>
    </message>
    <message>
        <source>Autosave failed: {why}</source>
        <translation>La sauvegarde automatique a échoué : {why}</translation>
    </message>
    <message>
        <source>The previous autosave couldn&apos;t be read; it was kept as {file}. Autosaving again.</source>
        <translation>La sauvegarde automatique précédente était illisible ; elle est conservée sous le nom {file}. Nouvelle sauvegarde automatique.</translation>
    </message>
    <message>
        <source>full award</source>
        <translation>gain complet</translation>
    </message>
    <message>
        <source>Karma scaling for {mission}, by Karma in upgrades: {bands}; each further {step} (or part of it): another {minus}1. It cuts mission and bonus Karma together, never below 0. Karma in upgrades counts the top stickers, +10 outside the first slot.</source>
        <translation>Ajustement du Karma pour {mission}, selon le Karma en Améliorations : {bands} ; chaque tranche de {step} en plus (même entamée) : encore {minus}1. Il réduit ensemble le Karma de mission et de bonus, jamais sous 0. Le Karma en Améliorations compte les vignettes du dessus, +10 hors du premier emplacement.</translation>
    </message>
    <message>
        <source>Back to the campaign</source>
        <translation>Retour à la campagne</translation>
    </message>
    <message>
        <source>Record Karma</source>
        <translation>Enregistrer le Karma</translation>
    </message>
    <message>
        <source>Mission</source>
        <translation>Mission</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Bonus challenges taken</source>
        <translation>Défis bonus relevés</translation>
    </message>
    <message>
        <source>Runners who played</source>
        <translation>Runners ayant joué</translation>
    </message>
    <message>
        <source>Skip for now</source>
        <translation>Plus tard</translation>
    </message>
    <message>
        <source>Back to the campaign without recording: the runners keep waiting for this result (no stickers) until it is recorded or they are released.</source>
        <translation>Retour à la campagne sans rien enregistrer : les Runners attendent ce résultat (pas de vignettes) jusqu&apos;à ce qu&apos;il soit enregistré ou qu&apos;ils soient libérés.</translation>
    </message>
    <message>
        <source>Back to the campaign without recording anything.</source>
        <translation>Retour à la campagne sans rien enregistrer.</translation>
    </message>
    <message>
        <source>{name}: in a mission in progress</source>
        <translation>{name} : dans une mission en cours</translation>
    </message>
    <message>
        <source>Record or release that mission first (from the campaign page).</source>
        <translation>Enregistrez ou libérez d&apos;abord cette mission (depuis la page de la campagne).</translation>
    </message>
    <message>
        <source>{name} (+{k} Karma)</source>
        <translation>{name} (+{k} Karma)</translation>
    </message>
    <message>
        <source>Post-mission: {mission}</source>
        <translation>Après-mission : {mission}</translation>
    </message>
    <message>
        <source>{name}{times} (+{k} Karma)</source>
        <translation>{name}{times} (+{k} Karma)</translation>
    </message>
    <message>
        <source>No bonus challenges.</source>
        <translation>Aucun défi bonus.</translation>
    </message>
    <message>
        <source>Bonus challenges: {list}.</source>
        <translation>Défis bonus : {list}.</translation>
    </message>
    <message>
        <source>Bonus challenges only pay on a win.</source>
        <translation>Les défis bonus ne rapportent qu&apos;en cas de victoire.</translation>
    </message>
    <message>
        <source>{mission} Karma scaling: {band} Karma in upgrades gives {cut}.</source>
        <translation>Ajustement du Karma de {mission} : {band} Karma en Améliorations donne {cut}.</translation>
    </message>
    <message>
        <source>the full award</source>
        <translation>le gain complet</translation>
    </message>
    <message>
        <source>A loss earns no Karma: nothing to scale.</source>
        <translation>Un échec ne rapporte aucun Karma : rien à ajuster.</translation>
    </message>
    <message>
        <source>Recorded in {campaign} (ledger entry #{n}) — undo it from the campaign&apos;s ledger.</source>
        <translation>Enregistré dans {campaign} (entrée n° {n} du registre) — à défaire depuis le registre de la campagne.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>{runner} assists with {card} at {target}</source>
        <translation>{runner} aide avec {card} sur {target}</translation>
    </message>
    <message>
        <source>Play {card} at {target}</source>
        <translation>Jouer {card} sur {target}</translation>
    </message>
    <message>
        <source>Buy {card}</source>
        <translation>Acheter {card}</translation>
    </message>
    <message>
        <source>Apply the damage at {target} now</source>
        <translation>Appliquer maintenant les dégâts sur {target}</translation>
    </message>
    <message>
        <source>Move a placed card to {target}</source>
        <translation>Déplacer une carte posée vers {target}</translation>
    </message>
    <message>
        <source>Use the ability of {card}</source>
        <translation>Utiliser la capacité de {card}</translation>
    </message>
    <message>
        <source>Choose {option}</source>
        <translation>Choisir {option}</translation>
    </message>
    <message>
        <source>Choose {options}</source>
        <translation>Choisir {options}</translation>
    </message>
    <message>
        <source>Stop playing cards</source>
        <translation>Arrêter de jouer des cartes</translation>
    </message>
    <message>
        <source>End your turn</source>
        <translation>Terminer votre tour</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Hint: {what} (more in the log)</source>
        <translation>Conseil : {what} (plus dans le journal)</translation>
    </message>
    <message>
        <source>Hint shown: {what} ({why})</source>
        <translation>Conseil affiché : {what} ({why})</translation>
    </message>
    <message>
        <source>the only sensible answer</source>
        <translation>la seule réponse sensée</translation>
    </message>
    <message>
        <source>defeats it</source>
        <translation>le vainc</translation>
    </message>
    <message numerus="yes">
        <source>clears %n level(s)</source>
        <translation>
            <numerusform>efface %n niveau</numerusform>
            <numerusform>efface %n niveaux</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>What would the AI do here? (H)</source>
        <translation>Que ferait l&apos;IA ici ? (H)</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Recherche d&apos;un conseil…</translation>
    </message>
    <message>
        <source>Hint: {what} ({why})</source>
        <translation>Conseil : {what} ({why})</translation>
    </message>
    <message>
        <source>Go on with the Scene</source>
        <translation>Continuer la Séquence</translation>
    </message>
    <message>
        <source>Abort the run</source>
        <translation>Annuler le run</translation>
    </message>
    <message>
        <source>{aspect} falls: the damage this turn reaches its amount.</source>
        <translation>{aspect} tombe : les dégâts de ce tour atteignent son seuil.</translation>
    </message>
    <message>
        <source>{aspect} loses no level, but the damage counts toward its {cn} {color} or {tn} in all this turn.</source>
        <translation>{aspect} ne perd aucun niveau, mais les dégâts comptent ce tour-ci pour atteindre {cn} de sa couleur ({color}) ou {tn} au total.</translation>
    </message>
    <message>
        <source>{runner} can&apos;t buy cards this turn ({source}): end the turn.</source>
        <translation>{runner} ne peut pas acheter de cartes ce tour-ci ({source}) : terminez le tour.</translation>
    </message>
    <message>
        <source>{runner} can&apos;t buy any card of the Black Market now: end the turn.</source>
        <translation>{runner} ne peut acheter aucune carte du Marché Noir pour l&apos;instant : terminez le tour.</translation>
    </message>
    <message>
        <source>The mission is over.</source>
        <translation>La mission est terminée.</translation>
    </message>
    <message>
        <source>Key {n}</source>
        <translation>Touche {n}</translation>
    </message>
    <message>
        <source>Apply to {obstacle}</source>
        <translation>Appliquer sur {obstacle}</translation>
    </message>
    <message>
        <source>Key {n}, or Tab to the obstacle then Enter</source>
        <translation>Touche {n}, ou Tab jusqu&apos;à l&apos;obstacle puis Entrée</translation>
    </message>
    <message>
        <source>Confirm (Enter)</source>
        <translation>Confirmer (Entrée)</translation>
    </message>
    <message>
        <source>{done} (Space)</source>
        <translation>{done} (Espace)</translation>
    </message>
    <message>
        <source>Apply all (Space)</source>
        <translation>Tout appliquer (Espace)</translation>
    </message>
    <message>
        <source>End the Client&apos;s turn (Space)</source>
        <translation>Terminer le tour du Client (Espace)</translation>
    </message>
    <message>
        <source>Finish playing (Space)</source>
        <translation>Fin des cartes jouées (Espace)</translation>
    </message>
    <message>
        <source>End turn (Space)</source>
        <translation>Fin du tour (Espace)</translation>
    </message>
    <message>
        <source>Pass (Space)</source>
        <translation>Passer (Espace)</translation>
    </message>
    <message>
        <source>{n} {card} ({where})</source>
        <translation>{n} {card} ({where})</translation>
    </message>
    <message>
        <source>an obstacle</source>
        <translation>un obstacle</translation>
    </message>
    <message>
        <source>someone</source>
        <translation>quelqu&apos;un</translation>
    </message>
    <message>
        <source>Most damage taken: {name} ({n})</source>
        <translation>Le plus de dégâts subis : {name} ({n})</translation>
    </message>
    <message>
        <source>No runner took damage.</source>
        <translation>Aucun Runner n&apos;a subi de dégâts.</translation>
    </message>
    <message>
        <source>What hurt most: {card} ({n} damage)</source>
        <translation>Le plus douloureux : {card} ({n} dégâts)</translation>
    </message>
    <message>
        <source>Went staggered: {names}</source>
        <translation>Sonnés : {names}</translation>
    </message>
    <message>
        <source>Nobody was staggered.</source>
        <translation>Personne n&apos;a été sonné.</translation>
    </message>
    <message>
        <source>Went critical: {names}</source>
        <translation>Critiques : {names}</translation>
    </message>
    <message>
        <source>Nobody went critical.</source>
        <translation>Personne n&apos;est passé critique.</translation>
    </message>
    <message>
        <source>Nuyen spent: {parts} ({total}¥ in all)</source>
        <translation>Nuyens dépensés : {parts} ({total}¥ au total)</translation>
    </message>
    <message>
        <source>No nuyen spent.</source>
        <translation>Aucun nuyen dépensé.</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Référence des règles</translation>
    </message>
    <message>
        <source>Search rules and keywords (e.g. staggered, assist, timebomb)</source>
        <translation>Chercher dans les règles et les mots-clés (ex. sonné, assist, retardement)</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Sections</translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation>Mots-clés</translation>
    </message>
    <message>
        <source>Back (Esc)</source>
        <translation>Retour (Échap)</translation>
    </message>
    <message>
        <source>Nothing matches “{q}”.</source>
        <translation>Rien ne correspond à « {q} ».</translation>
    </message>
    <message>
        <source>{metatype} · {hp} HP · {cards} cards · {nuyen}¥</source>
        <translation>{metatype} · Santé {hp} · {cards} cartes · {nuyen}¥</translation>
    </message>
    <message>
        <source>No missions yet</source>
        <translation>Aucune mission pour l&apos;instant</translation>
    </message>
    <message>
        <source>{n} {word}</source>
        <translation>{n} {word}</translation>
    </message>
    <message>
        <source>{date} · {mission} — {result}, +{karma} Karma</source>
        <translation>{date} · {mission} — {result}, +{karma} Karma</translation>
    </message>
    <message>
        <source>Karma earned {earned} · in upgrades {total} · free {free}</source>
        <translation>Karma gagné {earned} · en Améliorations {total} · libre {free}</translation>
    </message>
    <message>
        <source>covers {n}: {names}</source>
        <translation>recouvre {n} : {names}</translation>
    </message>
    <message>
        <source>Slot 1: printed Karma</source>
        <translation>Emplacement 1 : Karma imprimé</translation>
    </message>
    <message>
        <source>Slot {n}: +{extra} Karma</source>
        <translation>Emplacement {n} : +{extra} Karma</translation>
    </message>
    <message>
        <source>In a mission</source>
        <translation>Dans une mission</translation>
    </message>
    <message>
        <source>Slot {n}: {name} — {value}</source>
        <translation>Emplacement {n} : {name} — {value}</translation>
    </message>
    <message>
        <source>{name} has no upgrades yet.</source>
        <translation>{name} n&apos;a encore aucune Amélioration.</translation>
    </message>
    <message>
        <source>(effect unknown)</source>
        <translation>(effet inconnu)</translation>
    </message>
    <message>
        <source>Slot {n} — {name} ({value} Karma): {effect}</source>
        <translation>Emplacement {n} — {name} ({value} Karma) : {effect}</translation>
    </message>
    <message>
        <source> (no effect)</source>
        <translation> (sans effet)</translation>
    </message>
    <message>
        <source>In a mission in progress: no stickers until its result is recorded.</source>
        <translation>Dans une mission en cours : pas de vignettes tant que son résultat n&apos;est pas enregistré.</translation>
    </message>
    <message>
        <source>UPGRADE SLOTS</source>
        <translation>EMPLACEMENTS D&apos;AMÉLIORATION</translation>
    </message>
    <message>
        <source>Karma earned</source>
        <translation>Karma gagné</translation>
    </message>
    <message>
        <source>earned</source>
        <translation>gagné</translation>
    </message>
    <message>
        <source>in upgrades</source>
        <translation>en Améliorations</translation>
    </message>
    <message>
        <source>upgrades</source>
        <translation>Améliorations</translation>
    </message>
    <message>
        <source>free</source>
        <translation>libre</translation>
    </message>
    <message>
        <source>new slot</source>
        <translation>nouvel emplacement</translation>
    </message>
    <message>
        <source>covers {name}</source>
        <translation>recouvre {name}</translation>
    </message>
    <message>
        <source>{where} · total {after} of {karma}</source>
        <translation>{where} · total {after} sur {karma}</translation>
    </message>
    <message>
        <source>not allowed · </source>
        <translation>interdit · </translation>
    </message>
    <message>
        <source>STAGGERED: at 0 HP; draw 1 at the start of your turn; no draw and no buying.
CRITICAL: knocked out; turns are skipped.</source>
        <translation>SONNÉ : à 0 de Santé ; piochez 1 carte au début de votre tour ; pas de recharge ni d&apos;achat.
CRITIQUE : hors de combat ; ses tours sont passés.</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>HP {hp}/{max}</source>
        <translation>Santé {hp}/{max}</translation>
    </message>
    <message>
        <source>✚ CRITICAL</source>
        <translation>✚ CRITIQUE</translation>
    </message>
    <message>
        <source>⚠ STAGGERED</source>
        <translation>⚠ SONNÉ</translation>
    </message>
    <message>
        <source>◐ EXHAUSTED</source>
        <translation>◐ ÉPUISÉ</translation>
    </message>
    <message>
        <source>STAGGERED: at 0 HP; no upgrades, no Black Market step; also EXHAUSTED.
EXHAUSTED: draw 1 (not 2) at Draw; 0 HP while exhausted is CRITICAL; removed at a Breather.
CRITICAL: no actions until the Scene ends.</source>
        <translation>SONNÉ : à 0 PV ; pas d&apos;Améliorations ni de phase Marché Noir ; aussi ÉPUISÉ.
ÉPUISÉ : piochez 1 carte (et non 2) à la Recharge ; 0 PV en étant épuisé = CRITIQUE ; retiré lors d&apos;un Repos.
CRITIQUE : aucune action jusqu&apos;à la fin de la Séquence.</translation>
    </message>
    <message numerus="yes">
        <source>takes %n damage</source>
        <translation>
            <numerusform>subit %n dégât</numerusform>
            <numerusform>subit %n dégâts</numerusform>
        </translation>
    </message>
    <message>
        <source>escorted</source>
        <translation>escorté</translation>
    </message>
    <message>
        <source>staggered = mission lost</source>
        <translation>sonné = échec</translation>
    </message>
    <message>
        <source>Upgrades: {names}</source>
        <translation>Améliorations : {names}</translation>
    </message>
    <message>
        <source>This team can&apos;t start: {why}</source>
        <translation>Cette équipe ne peut pas partir : {why}</translation>
    </message>
    <message>
        <source>New mission</source>
        <translation>Nouvelle mission</translation>
    </message>
    <message>
        <source>Runners</source>
        <translation>Runners</translation>
    </message>
    <message>
        <source>Starting runner</source>
        <translation>Runner qui commence</translation>
    </message>
    <message>
        <source>Shuffle seed</source>
        <translation>Graine de mélange</translation>
    </message>
    <message>
        <source>Bonus challenges</source>
        <translation>Défis bonus</translation>
    </message>
    <message>
        <source>Team (each role held exactly once; the first role listed is the main role)</source>
        <translation>Équipe (chaque rôle tenu exactement une fois ; le premier rôle indiqué est le rôle principal)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Metatype</source>
        <translation>Métatype</translation>
    </message>
    <message>
        <source>Main role</source>
        <translation>Rôle principal</translation>
    </message>
    <message>
        <source>{runner} holds {role}</source>
        <translation>{runner} tient le rôle {role}</translation>
    </message>
    <message>
        <source>Start the mission</source>
        <translation>Lancer la mission</translation>
    </message>
    <message>
        <source>Campaign {name}: Karma and stickers are recorded after the mission.</source>
        <translation>Campagne {name} : le Karma et les vignettes sont enregistrés après la mission.</translation>
    </message>
    <message>
        <source>no stickers</source>
        <translation>aucune vignette</translation>
    </message>
    <message>
        <source>{name} brings: {stickers}</source>
        <translation>{name} apporte : {stickers}</translation>
    </message>
    <message>
        <source>SHADOWRUN: CROSSFIRE</source>
        <translation>SHADOWRUN : CROSSFIRE</translation>
    </message>
    <message>
        <source>The cooperative deck-builder, for 1-4 runners at one desk</source>
        <translation>Le deck-building coopératif, de 1 à 4 Runners devant un même écran</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Charger</translation>
    </message>
    <message>
        <source>Play over the network</source>
        <translation>Jouer en réseau</translation>
    </message>
    <message>
        <source>Go on with the autosaved game</source>
        <translation>Reprendre la partie sauvegardée automatiquement</translation>
    </message>
    <message>
        <source>Load a game</source>
        <translation>Charger une partie</translation>
    </message>
    <message>
        <source>Load its backup</source>
        <translation>Charger sa copie de secours</translation>
    </message>
    <message>
        <source>Open the version saved before the last write; the broken file is kept as it is</source>
        <translation>Ouvrir la version enregistrée avant la dernière écriture ; le fichier abîmé est conservé tel quel</translation>
    </message>
    <message>
        <source>(autosave)</source>
        <translation>(sauvegarde automatique)</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>saved {when}</source>
        <translation>enregistrée le {when}</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Mettre de côté</translation>
    </message>
    <message>
        <source>Rename this damaged save so its name is free again; its contents and its backup are kept</source>
        <translation>Renommer cette sauvegarde endommagée pour libérer son nom ; son contenu et sa copie de secours sont gardés</translation>
    </message>
    <message>
        <source>No saved games yet.</source>
        <translation>Aucune partie enregistrée pour l&apos;instant.</translation>
    </message>
    <message>
        <source>{file} can&apos;t be loaded: {why}. It is never written over; Set aside renames it, its contents kept.</source>
        <translation>{file} ne peut pas être chargé : {why}. Il n&apos;est jamais écrasé ; « Mettre de côté » le renomme, son contenu gardé.</translation>
    </message>
    <message>
        <source>{file} can&apos;t be loaded: {why}. It is kept as it is and never written over.</source>
        <translation>{file} ne peut pas être chargé : {why}. Il est gardé tel quel et n&apos;est jamais écrasé.</translation>
    </message>
    <message>
        <source>{file} was not set aside: {why}</source>
        <translation>{file} n&apos;a pas été mis de côté : {why}</translation>
    </message>
    <message>
        <source>{file} was not set aside: it can be read now (another copy of the game saved it).</source>
        <translation>{file} n&apos;a pas été mis de côté : il est lisible maintenant (une autre copie du jeu l&apos;a enregistré).</translation>
    </message>
    <message>
        <source>Set aside: {file} is kept as {new} in {folder}.</source>
        <translation>Mis de côté : {file} est gardé sous le nom {new} dans {folder}.</translation>
    </message>
    <message>
        <source>Its backup stays in this list, and a copy is kept as {backup}.</source>
        <translation>Sa copie de secours reste dans cette liste, et une copie est gardée sous le nom {backup}.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Show a hand-off screen between runners</source>
        <translation>Afficher un écran de passation entre les Runners</translation>
    </message>
    <message>
        <source>One player plays every runner (no hand-offs)</source>
        <translation>Un seul joueur joue tous les Runners (pas de passation)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>The language applies the next time you start the game.</source>
        <translation>La langue s&apos;applique au prochain démarrage du jeu.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Card animation</source>
        <translation>Animation des cartes</translation>
    </message>
    <message>
        <source>UI scale</source>
        <translation>Taille de l&apos;interface</translation>
    </message>
    <message>
        <source>Damage colours that stay apart with a colour-vision deficiency; each colour also keeps its letter and shape.</source>
        <translation>Des couleurs de dégâts qui restent distinctes malgré un trouble de la vision des couleurs ; chaque couleur garde aussi sa lettre et sa forme.</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Couleurs</translation>
    </message>
    <message>
        <source>Volume of the table sounds</source>
        <translation>Volume des sons de la table</translation>
    </message>
    <message>
        <source>Mute sounds</source>
        <translation>Couper les sons</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Volume sonore</translation>
    </message>
    <message>
        <source>The new language applies the next time you start the game.</source>
        <translation>La nouvelle langue s&apos;appliquera au prochain démarrage du jeu.</translation>
    </message>
    <message>
        <source>{n} Karma</source>
        <translation>{n} Karma</translation>
    </message>
    <message>
        <source>{n} Karma ({karma} + {extra})</source>
        <translation>{n} Karma ({karma} + {extra})</translation>
    </message>
    <message>
        <source>Slot {n} (new)</source>
        <translation>Emplacement {n} (nouveau)</translation>
    </message>
    <message>
        <source>Slot {n}, covering {name}</source>
        <translation>Emplacement {n}, par-dessus {name}</translation>
    </message>
    <message>
        <source>{where}:{sep}{cost} → {after} of {karma} earned</source>
        <translation>{where} :{sep}{cost} → {after} sur {karma} gagnés</translation>
    </message>
    <message>
        <source>can buy: costs {n} (covers slot {slot})</source>
        <translation>achetable : coûte {n} (recouvre l&apos;emplacement {slot})</translation>
    </message>
    <message>
        <source>can buy: costs {n}</source>
        <translation>achetable : coûte {n}</translation>
    </message>
    <message>
        <source>needs {needed} Karma, has {karma}</source>
        <translation>il faut {needed} Karma, en a {karma}</translation>
    </message>
    <message>
        <source>has it already (slot {slot_number})</source>
        <translation>l&apos;a déjà (emplacement {slot_number})</translation>
    </message>
    <message>
        <source>in a mission</source>
        <translation>dans une mission</translation>
    </message>
    <message>
        <source>A sticker is worth its printed Karma in slot 1 and 10 more in any other slot. Only the top sticker of a slot counts, and the total never exceeds the Karma earned.</source>
        <translation>Une vignette vaut son Karma imprimé dans l&apos;emplacement 1 et 10 de plus dans tout autre emplacement. Seule la vignette du dessus d&apos;un emplacement compte, et le total ne dépasse jamais le Karma gagné.</translation>
    </message>
    <message>
        <source>Filter by name or effect (Ctrl+F)</source>
        <translation>Filtrer par nom ou effet (Ctrl+F)</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>For example:</source>
        <translation>Par exemple :</translation>
    </message>
    <message>
        <source>Field &apos;{field}&apos; is not valid TOML yet: {why}. Each side is {{ name = ..., attack = ..., aspects = [...] }}, inside [ ]; a {{ }} must stay on one line.</source>
        <translation>Le champ « {field} » n&apos;est pas encore du TOML valide : {why}. Chaque face s&apos;écrit {{ name = ..., attack = ..., aspects = [...] }}, entre [ ] ; un {{ }} doit tenir sur une ligne.</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Capacité</translation>
    </message>
    <message>
        <source>resolved at the table</source>
        <translation>résolue à la table</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effet</translation>
    </message>
    <message>
        <source>Crossfire threshold</source>
        <translation>Seuil Crossfire</translation>
    </message>
    <message>
        <source>Printed text</source>
        <translation>Texte imprimé</translation>
    </message>
    <message>
        <source>Remove this ability</source>
        <translation>Retirer cette capacité</translation>
    </message>
    <message>
        <source>* must be filled in</source>
        <translation>* à remplir</translation>
    </message>
    <message>
        <source>Add an ability</source>
        <translation>Ajouter une capacité</translation>
    </message>
    <message>
        <source>Selected sticker</source>
        <translation>Vignette choisie</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Acheter</translation>
    </message>
    <message>
        <source>Where to put it:</source>
        <translation>Où la mettre :</translation>
    </message>
    <message>
        <source>Back to the campaign (Esc)</source>
        <translation>Retour à la campagne (Échap)</translation>
    </message>
    <message>
        <source>This runner is no longer in the campaign.</source>
        <translation>Ce Runner ne fait plus partie de la campagne.</translation>
    </message>
    <message>
        <source>Upgrade shop — {name}</source>
        <translation>Boutique d&apos;Améliorations — {name}</translation>
    </message>
    <message>
        <source>Only what {name} can buy now</source>
        <translation>Seulement ce que {name} peut acheter maintenant</translation>
    </message>
    <message>
        <source>{name} — {karma} Karma</source>
        <translation>{name} — {karma} Karma</translation>
    </message>
    <message>
        <source>Choose a sticker in the list.</source>
        <translation>Choisissez une vignette dans la liste.</translation>
    </message>
    <message>
        <source>Buy for {n} Karma</source>
        <translation>Acheter pour {n} Karma</translation>
    </message>
    <message>
        <source>Bought {sticker} for {n} Karma (undo it from the campaign&apos;s ledger)</source>
        <translation>{sticker} achetée pour {n} Karma (à défaire depuis le registre de la campagne)</translation>
    </message>
    <message>
        <source>How to Play, p. 12</source>
        <translation>Comment jouer, p. 12</translation>
    </message>
    <message>
        <source>1. Play Cards, p. 13</source>
        <translation>1. Jouer des cartes, p. 13</translation>
    </message>
    <message>
        <source>Assist Abilities, p. 13</source>
        <translation>Capacités Assist, p. 13</translation>
    </message>
    <message>
        <source>2. Apply Damage, p. 13</source>
        <translation>2. Appliquer les dégâts, p. 13</translation>
    </message>
    <message>
        <source>4. Draw &amp; Buy Cards, p. 17</source>
        <translation>4. Recharger et acheter, p. 17</translation>
    </message>
    <message>
        <source>Bosses, p. 10</source>
        <translation>Boss, p. 10</translation>
    </message>
    <message>
        <source>Critical, p. 17</source>
        <translation>Critique, p. 17</translation>
    </message>
    <message>
        <source>Staggered, p. 17</source>
        <translation>Sonné, p. 17</translation>
    </message>
    <message>
        <source>Obstacle abilities, p. 10</source>
        <translation>Capacités des obstacles, p. 10</translation>
    </message>
    <message>
        <source>Ending the Game, p. 18</source>
        <translation>Fin de partie, p. 18</translation>
    </message>
    <message>
        <source>Card Ability: REQUIRES</source>
        <translation>Capacité de carte : REQUIERT</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Défaire</translation>
    </message>
    <message>
        <source>Undo: a hidden card was revealed</source>
        <translation>Défaire : une carte cachée a été révélée</translation>
    </message>
    <message>
        <source>Take back the last action (Ctrl+Z)</source>
        <translation>Reprendre la dernière action (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Save this game under a name (Ctrl+S); it is also autosaved</source>
        <translation>Enregistrer cette partie sous un nom (Ctrl+S) ; elle est aussi sauvegardée automatiquement</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Pause menu: save, rules, settings, leave (Esc)</source>
        <translation>Menu pause : enregistrer, règles, paramètres, quitter (Échap)</translation>
    </message>
    <message>
        <source>Assist…</source>
        <translation>Assist…</translation>
    </message>
    <message>
        <source>Another runner plays an assist card (A)</source>
        <translation>Un autre Runner joue une carte Assist (A)</translation>
    </message>
    <message>
        <source>Done assisting</source>
        <translation>Fin de l&apos;aide</translation>
    </message>
    <message>
        <source>Hand the screen back</source>
        <translation>Rendre l&apos;écran</translation>
    </message>
    <message>
        <source>Turn: {name}</source>
        <translation>Tour : {name}</translation>
    </message>
    <message>
        <source>Black Market · deck {d} · discard {x}</source>
        <translation>Marché Noir · paquet {d} · défausse {x}</translation>
    </message>
    <message>
        <source> (assisting)</source>
        <translation> (en aide)</translation>
    </message>
    <message>
        <source>At a network table the host keeps the game (and its saves).</source>
        <translation>À une table en réseau, c’est l’hôte qui garde la partie (et ses sauvegardes).</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Name of the save:</source>
        <translation>Nom de la sauvegarde :</translation>
    </message>
    <message>
        <source>Not saved: {why}</source>
        <translation>Non enregistrée : {why}</translation>
    </message>
    <message>
        <source>Saved as {name} ({file}).</source>
        <translation>Enregistrée sous {name} ({file}).</translation>
    </message>
    <message>
        <source>The game moved on while you were asked: nothing was taken back.</source>
        <translation>La partie a continué pendant la question : rien n&apos;a été repris.</translation>
    </message>
    <message>
        <source>{name} decides now.</source>
        <translation>{name} décide maintenant.</translation>
    </message>
    <message>
        <source>{name} may play an assist card.</source>
        <translation>{name} peut jouer une carte Assist.</translation>
    </message>
    <message>
        <source>Assists are played during another runner&apos;s Play Cards step.</source>
        <translation>Les aides se jouent pendant l&apos;étape Jouer des cartes d&apos;un autre Runner.</translation>
    </message>
    <message>
        <source>{name} assists</source>
        <translation>{name} aide</translation>
    </message>
    <message>
        <source>Nobody here holds an assist to play now.</source>
        <translation>Personne ici n&apos;a d&apos;aide à jouer maintenant.</translation>
    </message>
    <message>
        <source>{card} costs {cost}¥ and you have {nuyen}¥.</source>
        <translation>{card} coûte {cost}¥ et vous avez {nuyen}¥.</translation>
    </message>
    <message>
        <source>{card} puts {have} of the {need} damage on {obstacle}&apos;s number box: nothing clears yet, and it is lost at the end of the turn.</source>
        <translation>{card} met {have} des {need} dégâts sur la case numérotée de {obstacle} : rien n&apos;est encore effacé, et ils sont perdus à la fin du tour.</translation>
    </message>
    <message>
        <source>{card} damages the boss.</source>
        <translation>{card} inflige des dégâts au Boss.</translation>
    </message>
    <message>
        <source>{card} deals no damage here: play it on the table.</source>
        <translation>{card} n&apos;inflige aucun dégât ici : jouez-la sur la table.</translation>
    </message>
    <message>
        <source>colorless</source>
        <translation>incolore</translation>
    </message>
    <message>
        <source>{card} clears nothing on {obstacle}: {colors} damage can&apos;t clear a {need} box.</source>
        <translation>{card} n&apos;efface rien sur {obstacle} : des dégâts {colors} ne peuvent pas effacer une case {need}.</translation>
    </message>
    <message>
        <source>{card} clears nothing on {obstacle}: not enough damage for its {need} box.</source>
        <translation>{card} n&apos;efface rien sur {obstacle} : pas assez de dégâts pour sa case {need}.</translation>
    </message>
    <message>
        <source>{card} clears nothing on {obstacle}.</source>
        <translation>{card} n&apos;efface rien sur {obstacle}.</translation>
    </message>
    <message>
        <source>Its ability adds more (see the card).</source>
        <translation>Sa capacité en ajoute (voir la carte).</translation>
    </message>
    <message>
        <source>the Black Market</source>
        <translation>le Marché Noir</translation>
    </message>
    <message>
        <source>a marker</source>
        <translation>un marqueur</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>une carte</translation>
    </message>
    <message>
        <source>the table</source>
        <translation>la table</translation>
    </message>
    <message>
        <source>That ability can&apos;t be used now.</source>
        <translation>Cette capacité ne peut pas être utilisée maintenant.</translation>
    </message>
    <message>
        <source>That card is already there.</source>
        <translation>Cette carte y est déjà.</translation>
    </message>
    <message>
        <source>{source}: {runner} can&apos;t buy cards.</source>
        <translation>{source} : {runner} ne peut pas acheter de cartes.</translation>
    </message>
    <message>
        <source>{card} is not in {runner}&apos;s hand.</source>
        <translation>{card} n&apos;est pas dans la main de {runner}.</translation>
    </message>
    <message>
        <source>{card} is not one of the cards you may play now.</source>
        <translation>{card} ne fait pas partie des cartes que vous pouvez jouer maintenant.</translation>
    </message>
    <message>
        <source>That is not a valid move ({field} = {value}).</source>
        <translation>Ce coup n&apos;est pas valide ({field} = {value}).</translation>
    </message>
    <message>
        <source>You must play one of the offered cards.</source>
        <translation>Vous devez jouer une des cartes proposées.</translation>
    </message>
    <message>
        <source>{card} has no assist ability: only its owner can play it on their own turn.</source>
        <translation>{card} n&apos;a pas de capacité Assist : seul son propriétaire peut la jouer, pendant son propre tour.</translation>
    </message>
    <message>
        <source>That is not one of the options.</source>
        <translation>Ce n&apos;est pas une des options.</translation>
    </message>
    <message>
        <source>That placed card is no longer there.</source>
        <translation>Cette carte placée n&apos;est plus là.</translation>
    </message>
    <message>
        <source>That target is no longer in play.</source>
        <translation>Cette cible n&apos;est plus en jeu.</translation>
    </message>
    <message>
        <source>{card} is not in the Black Market row.</source>
        <translation>{card} n&apos;est pas dans la rangée du Marché Noir.</translation>
    </message>
    <message>
        <source>It is {decider}&apos;s decision, not {runner}&apos;s.</source>
        <translation>C&apos;est à {decider} de décider, pas à {runner}.</translation>
    </message>
    <message>
        <source>No damage is placed at {target}.</source>
        <translation>Aucun dégât n&apos;est placé sur {target}.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Il n&apos;y a rien à défaire.</translation>
    </message>
    <message>
        <source>That damage can only be dealt to an obstacle, not to a boss.</source>
        <translation>Ces dégâts ne peuvent être infligés qu&apos;à un obstacle, pas à un Boss.</translation>
    </message>
    <message>
        <source>{card} REQUIRES a {type} card played this turn.</source>
        <translation>{card} REQUIERT une carte {type} jouée ce tour-ci.</translation>
    </message>
    <message>
        <source>{card} REQUIRES a {type} card: it can&apos;t be bought during a Breather.</source>
        <translation>{card} exige (REQUIRES) une carte {type} : impossible de l&apos;acheter pendant un Repos.</translation>
    </message>
    <message>
        <source>{runner} is staggered: no drawing 2 and no buying in the Draw &amp; Buy step.</source>
        <translation>{runner} est sonné : il ne pioche pas 2 cartes et n&apos;achète rien à l&apos;étape Recharger et acheter.</translation>
    </message>
    <message>
        <source>{runner} is critical and takes no more actions this game.</source>
        <translation>{runner} est critique et n&apos;agit plus de la partie.</translation>
    </message>
    <message>
        <source>{runner} is critical and can&apos;t assist.</source>
        <translation>{runner} est critique et ne peut pas aider.</translation>
    </message>
    <message>
        <source>Can&apos;t undo: a hidden card was revealed.</source>
        <translation>Impossible de défaire : une carte cachée a été révélée.</translation>
    </message>
    <message>
        <source>That can&apos;t be done now (the game waits for {expected}).</source>
        <translation>Impossible maintenant (le jeu attend {expected}).</translation>
    </message>
    <message>
        <source>Not allowed ({code}).</source>
        <translation>Interdit ({code}).</translation>
    </message>
    <message>
        <source>{runner}: play cards (drag a card onto an obstacle), then finish.</source>
        <translation>{runner} : jouez des cartes (faites glisser une carte sur un obstacle), puis terminez.</translation>
    </message>
    <message>
        <source>{runner}: apply damage, one obstacle at a time.</source>
        <translation>{runner} : appliquez les dégâts, un obstacle à la fois.</translation>
    </message>
    <message>
        <source>{runner}: buy cards from the Black Market, then end the turn.</source>
        <translation>{runner} : achetez des cartes au Marché Noir, puis terminez le tour.</translation>
    </message>
    <message>
        <source>{runner}: you may buy one card from the Black Market.</source>
        <translation>{runner} : vous pouvez acheter une carte au Marché Noir.</translation>
    </message>
    <message>
        <source>Choose a runner.</source>
        <translation>Choisissez un Runner.</translation>
    </message>
    <message>
        <source>Choose which ability happens first.</source>
        <translation>Choisissez quelle capacité se déclenche en premier.</translation>
    </message>
    <message>
        <source>{runner}: the scene is over - you may buy one card from the Black Market.</source>
        <translation>{runner} : la séquence est finie - vous pouvez acheter une carte au Marché Noir.</translation>
    </message>
    <message>
        <source>{runner}: the mission track lets you buy one card from the Black Market.</source>
        <translation>{runner} : la piste de mission vous permet d&apos;acheter une carte au Marché Noir.</translation>
    </message>
    <message>
        <source>Black Market Contacts: {runner}, you may buy one card now.</source>
        <translation>Contacts du Marché Noir : {runner}, vous pouvez acheter une carte maintenant.</translation>
    </message>
    <message>
        <source>Choose an obstacle.</source>
        <translation>Choisissez un obstacle.</translation>
    </message>
    <message>
        <source>Discard a card to cancel this obstacle&apos;s ability until the next turn?</source>
        <translation>Défausser une carte pour annuler la capacité de cet obstacle jusqu&apos;au prochain tour ?</translation>
    </message>
    <message>
        <source>{runner}: Breather - you may buy one card (no REQUIRES cards).</source>
        <translation>{runner} : Repos - vous pouvez acheter une carte (sauf les cartes « Requires »).</translation>
    </message>
    <message>
        <source>{runner}: choose a starting card to swap for an Icon Grab.</source>
        <translation>{runner} : choisissez une carte de départ à échanger contre une Icon Grab.</translation>
    </message>
    <message>
        <source>{runner}: 20+ Karma with two roles - choose a Black Market card costing {cost} for your starting deck.</source>
        <translation>{runner} : 20+ Karma avec deux Rôles - choisissez une carte du Marché Noir coûtant {cost} pour votre paquet de départ.</translation>
    </message>
    <message>
        <source>{runner} is CRITICAL: does the team go on with the Scene or abort the run?</source>
        <translation>{runner} est CRITIQUE : l&apos;équipe continue-t-elle la Séquence ou annule-t-elle son run ?</translation>
    </message>
    <message>
        <source>{runner}: take an obstacle facing the Client (its color matches one of your roles), or leave them?</source>
        <translation>{runner} : prendre un obstacle face au Client (sa couleur correspond à l&apos;un de vos rôles), ou les laisser ?</translation>
    </message>
    <message>
        <source>Backdoor: choose an obstacle to treat as having no text for the rest of the game.</source>
        <translation>Backdoor : choisissez un obstacle qui sera considéré sans texte jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <source>Coordinated Attack: choose another runner to draw 1 card and play a card.</source>
        <translation>Coordinated Attack : choisissez un autre Runner qui pioche 1 carte et joue une carte.</translation>
    </message>
    <message>
        <source>Coordinated Attack: {runner}, play one card now.</source>
        <translation>Coordinated Attack : {runner}, jouez une carte maintenant.</translation>
    </message>
    <message>
        <source>Covering Fire: choose an obstacle that can&apos;t attack this turn.</source>
        <translation>Covering Fire : choisissez un obstacle qui ne peut pas attaquer ce tour-ci.</translation>
    </message>
    <message>
        <source>Fireball: choose up to 3 different obstacles for its level damage.</source>
        <translation>Fireball : choisissez jusqu&apos;à 3 obstacles différents pour ses dégâts de niveau.</translation>
    </message>
    <message>
        <source>Guiding Spirit: discard your hand and draw that many cards?</source>
        <translation>Guiding Spirit : défausser votre main et piocher autant de cartes ?</translation>
    </message>
    <message>
        <source>Hack the World: choose a Black Market card costing 6 or less to play.</source>
        <translation>Hack the World : choisissez une carte du Marché Noir coûtant 6 ou moins à jouer.</translation>
    </message>
    <message>
        <source>Icon Grab: choose the color of its extra damage.</source>
        <translation>Icon Grab : choisissez la couleur de son dégât supplémentaire.</translation>
    </message>
    <message>
        <source>Deathtouch: put the revealed cards back in the order you choose (top first).</source>
        <translation>Deathtouch : remettez les cartes révélées dans l&apos;ordre de votre choix (le dessus d&apos;abord).</translation>
    </message>
    <message>
        <source>Pair Programming: play a card from another runner&apos;s discard.</source>
        <translation>Pair Programming : jouez une carte de la défausse d&apos;un autre Runner.</translation>
    </message>
    <message>
        <source>Pair Programming: discard a HACKING card to play a card of any cost?</source>
        <translation>Pair Programming : défausser une carte HACKING pour jouer une carte de n&apos;importe quel coût ?</translation>
    </message>
    <message>
        <source>Retrieval Agent: return a HACKING card from your discard to your hand.</source>
        <translation>Retrieval Agent : reprenez une carte HACKING de votre défausse dans votre main.</translation>
    </message>
    <message>
        <source>Remington Roomsweeper: choose the runner whose obstacles it hits.</source>
        <translation>Remington Roomsweeper : choisissez le Runner dont il touche les obstacles.</translation>
    </message>
    <message>
        <source>Aztechnology Striker: take this runner&apos;s obstacle to face you (or none)?</source>
        <translation>Aztechnology Striker : prendre l&apos;obstacle de ce Runner pour qu&apos;il vous fasse face (ou aucun) ?</translation>
    </message>
    <message>
        <source>Monofilament Whip: choose an obstacle facing another runner to face you (or none).</source>
        <translation>Monofilament Whip : choisissez un obstacle face à un autre Runner pour qu&apos;il vous fasse face (ou aucun).</translation>
    </message>
    <message>
        <source>Big Plans: move an obstacle?</source>
        <translation>Big Plans : déplacer un obstacle ?</translation>
    </message>
    <message>
        <source>Choose the color of the extra damage.</source>
        <translation>Choisissez la couleur du dégât supplémentaire.</translation>
    </message>
    <message>
        <source>Choose a damage of that color to turn into 2 colorless damage.</source>
        <translation>Choisissez un dégât de cette couleur à changer en 2 dégâts incolores.</translation>
    </message>
    <message>
        <source>Perfect Focus: choose the color of the two cards to discard.</source>
        <translation>Perfect Focus : choisissez la couleur des deux cartes à défausser.</translation>
    </message>
    <message>
        <source>Perfect Focus: choose the card to take from your discard.</source>
        <translation>Perfect Focus : choisissez la carte à reprendre de votre défausse.</translation>
    </message>
    <message>
        <source>Fourth Wind: take a basic card of the same color from your discard?</source>
        <translation>Fourth Wind : reprendre de votre défausse une carte de base de la même couleur ?</translation>
    </message>
    <message>
        <source>Fundamentals: choose a basic card to add to your deck.</source>
        <translation>Fundamentals : choisissez une carte de base à ajouter à votre paquet.</translation>
    </message>
    <message>
        <source>Each time you would heal, you can take something else instead: choose.</source>
        <translation>Chaque fois que vous devriez vous soigner, vous pouvez prendre autre chose à la place : choisissez.</translation>
    </message>
    <message>
        <source>Living Fast: put the card into your discard to pay 1 nuyen less?</source>
        <translation>Living Fast : mettre la carte dans votre défausse pour payer 1 nuyen de moins ?</translation>
    </message>
    <message>
        <source>Choose an obstacle to move.</source>
        <translation>Choisissez un obstacle à déplacer.</translation>
    </message>
    <message>
        <source>Choose the runner it will face.</source>
        <translation>Choisissez le Runner auquel il fera face.</translation>
    </message>
    <message>
        <source>Prep Work: {runner}, you may buy one card to start the game with.</source>
        <translation>Prep Work : {runner}, vous pouvez acheter une carte pour commencer la partie.</translation>
    </message>
    <message>
        <source>Use your once-per-Scene upgrade on this card?</source>
        <translation>Utiliser votre Amélioration « une fois par séquence » sur cette carte ?</translation>
    </message>
    <message>
        <source>Shock Frills: choose an obstacle facing you to take 2 levels of damage.</source>
        <translation>Shock Frills : choisissez un obstacle face à vous qui subit 2 niveaux de dégâts.</translation>
    </message>
    <message>
        <source>True Pro: choose the basic card to replace.</source>
        <translation>True Pro : choisissez la carte de base à remplacer.</translation>
    </message>
    <message>
        <source>Your Team, Your Rules: pay 1 nuyen to draw a card?</source>
        <translation>Your Team, Your Rules : payer 1 nuyen pour piocher une carte ?</translation>
    </message>
    <message>
        <source>{name}: resolve this at the table - &quot;{text}&quot; Use the tools, then Done.</source>
        <translation>{name} : résolvez ceci à la table - « {text} » Utilisez les outils, puis Terminé.</translation>
    </message>
    <message>
        <source>Which runner?</source>
        <translation>Quel Runner ?</translation>
    </message>
    <message>
        <source>Which obstacle?</source>
        <translation>Quel obstacle ?</translation>
    </message>
    <message>
        <source>Add or take away one?</source>
        <translation>En ajouter ou en retirer un ?</translation>
    </message>
    <message>
        <source>Which runner will it face?</source>
        <translation>À quel Runner fera-t-il face ?</translation>
    </message>
    <message>
        <source>Decide: {code}</source>
        <translation>Décidez : {code}</translation>
    </message>
    <message>
        <source>{runner} is already at full HP ({hp}).</source>
        <translation>{runner} a déjà tous ses PV ({hp}).</translation>
    </message>
    <message numerus="yes">
        <source>{obstacle} loses %n level(s) ({total} cleared).</source>
        <translation>
            <numerusform>{obstacle} perd %n niveau ({total} effacés).</numerusform>
            <numerusform>{obstacle} perd %n niveaux ({total} effacés).</numerusform>
        </translation>
    </message>
    <message>
        <source>Mission accomplished!</source>
        <translation>Mission accomplie !</translation>
    </message>
    <message>
        <source>The team got out: abort run successful.</source>
        <translation>L&apos;équipe s&apos;en est sortie : annulation réussie.</translation>
    </message>
    <message>
        <source>The mission failed.</source>
        <translation>La mission a échoué.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Something happened: {code}.</source>
        <translation>Il s&apos;est passé quelque chose : {code}.</translation>
    </message>
    <message>
        <source>abort the run</source>
        <translation>annuler le run</translation>
    </message>
    <message>
        <source>go on with the Scene</source>
        <translation>continuer la Séquence</translation>
    </message>
    <message>
        <source>Skip tutorial</source>
        <translation>Passer le tutoriel</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>the obstacle</source>
        <translation>l&apos;obstacle</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Terminer</translation>
    </message>
    <message>
        <source>Go on without doing this step</source>
        <translation>Continuer sans faire cette étape</translation>
    </message>
    <message>
        <source>Tutorial · {i} of {n}</source>
        <translation>Tutoriel · {i} sur {n}</translation>
    </message>
    <message>
        <source>a &lt;b&gt;{c}&lt;/b&gt; box (only {c} damage clears it)</source>
        <translation>une case &lt;b&gt;{c}&lt;/b&gt; (seuls des dégâts {c} l&apos;effacent)</translation>
    </message>
    <message>
        <source>a &lt;b&gt;{n}&lt;/b&gt; (any {n} damage, any colours)</source>
        <translation>un &lt;b&gt;{n}&lt;/b&gt; ({n} dégâts quelconques, toutes couleurs)</translation>
    </message>
    <message>
        <source>Welcome to &lt;b&gt;Shadowrun: Crossfire&lt;/b&gt;. This guided Extraction is played solo: you hold all four roles. The team (you) must keep the &lt;b&gt;Client&lt;/b&gt; alive until round 7.&lt;br&gt;&lt;br&gt;Each callout points at part of the table; when it asks for an action, do it on the table itself. &lt;b&gt;Next&lt;/b&gt; moves on, &lt;b&gt;Skip tutorial&lt;/b&gt; leaves you to play. F1 opens the rules reference at any time.</source>
        <translation>Bienvenue dans &lt;b&gt;Shadowrun: Crossfire&lt;/b&gt;. Cette Extraction guidée se joue en solo : vous tenez les quatre rôles. L&apos;équipe (vous) doit garder le &lt;b&gt;Client&lt;/b&gt; en vie jusqu&apos;au round 7.&lt;br&gt;&lt;br&gt;Chaque bulle montre une partie de la table ; quand elle demande une action, faites-la sur la table elle-même. &lt;b&gt;Suivant&lt;/b&gt; continue, &lt;b&gt;Passer le tutoriel&lt;/b&gt; vous laisse jouer. F1 ouvre la référence des règles à tout moment.</translation>
    </message>
    <message>
        <source>Every round begins with a &lt;b&gt;Crossfire event&lt;/b&gt; (here: {event}). The &lt;b&gt;Crossfire level&lt;/b&gt; is the number of events in the Crossfire discard: now {level}. Effects marked &lt;b&gt;N+&lt;/b&gt; only happen at level N or more, so things get worse as rounds pass.</source>
        <translation>Chaque round commence par un &lt;b&gt;événement Crossfire&lt;/b&gt; (ici : {event}). Le &lt;b&gt;Niveau Crossfire&lt;/b&gt; est le nombre d&apos;événements dans la défausse Crossfire : {level} pour l&apos;instant. Les effets marqués &lt;b&gt;N+&lt;/b&gt; ne s&apos;appliquent qu&apos;à partir du niveau N : la situation empire au fil des rounds.</translation>
    </message>
    <message>
        <source>This is the &lt;b&gt;Client&lt;/b&gt;: {hp} HP, no cards. New obstacles arrive facing the Client, and the Client takes a turn after yours each round. If the Client is staggered (0 HP), the mission is lost.</source>
        <translation>Voici le &lt;b&gt;Client&lt;/b&gt; : {hp} de Santé, aucune carte. Les nouveaux obstacles arrivent face au Client, et le Client joue un tour après le vôtre à chaque round. Si le Client est sonné (0 de Santé), la mission est perdue.</translation>
    </message>
    <message>
        <source>At the start of your turn you may take one obstacle facing the Client whose colour matches one of your roles. Protect the Client: choose &lt;b&gt;1&lt;/b&gt; ({obstacle}) in the decision panel.</source>
        <translation>Au début de votre tour, vous pouvez prendre un obstacle face au Client dont la couleur correspond à l&apos;un de vos rôles. Protégez le Client : choisissez &lt;b&gt;1&lt;/b&gt; ({obstacle}) dans le panneau de décision.</translation>
    </message>
    <message>
        <source>Step 1, &lt;b&gt;Play Cards&lt;/b&gt;. Each card&apos;s damage symbols are in its top-left corner. Drag every card of your hand onto {obstacle}: two black Quick Shots make the 2, red Street Smarts clears the red box, and Mana&apos;s blue damage pays the 1. The preview on the obstacle shows what will be cleared.</source>
        <translation>Étape 1, &lt;b&gt;Jouer des cartes&lt;/b&gt;. Les symboles de dégâts d&apos;une carte sont dans son coin supérieur gauche. Faites glisser chaque carte de votre main sur {obstacle} : deux Quick Shot noirs font le 2, Street Smarts rouge efface la case rouge, et le dégât bleu de Mana paie le 1. L&apos;aperçu sur l&apos;obstacle montre ce qui sera effacé.</translation>
    </message>
    <message>
        <source>Done playing? Press &lt;b&gt;Finish playing&lt;/b&gt; (or Space). Until then you may still drag placed cards to another obstacle.</source>
        <translation>Fini de jouer ? Appuyez sur &lt;b&gt;Fin des cartes jouées&lt;/b&gt; (ou Espace). D&apos;ici là, vous pouvez encore déplacer les cartes placées vers un autre obstacle.</translation>
    </message>
    <message>
        <source>Step 2, &lt;b&gt;Apply Damage&lt;/b&gt;: click {obstacle} to apply the damage placed next to it. Coloured boxes took their colour, the numbered ones took any damage.</source>
        <translation>Étape 2, &lt;b&gt;Appliquer les dégâts&lt;/b&gt; : cliquez sur {obstacle} pour appliquer les dégâts placés à côté. Les cases colorées ont pris leur couleur, les cases numérotées n&apos;importe quels dégâts.</translation>
    </message>
    <message>
        <source>Step 3, &lt;b&gt;Take Damage&lt;/b&gt; happened on its own: every obstacle still facing you attacked, so you have {hp} of {max} HP. At 0 HP you would be &lt;b&gt;staggered&lt;/b&gt;; hit again while staggered you go &lt;b&gt;critical&lt;/b&gt;, and in Extraction that loses the mission.</source>
        <translation>L&apos;étape 3, &lt;b&gt;Subir les dégâts&lt;/b&gt;, s&apos;est faite toute seule : chaque obstacle encore face à vous a attaqué, il vous reste donc {hp} de Santé sur {max}. À 0, vous seriez &lt;b&gt;sonné&lt;/b&gt; ; frappé de nouveau en étant sonné, vous passez &lt;b&gt;critique&lt;/b&gt;, et en Extraction cela fait perdre la mission.</translation>
    </message>
    <message>
        <source>Step 5, &lt;b&gt;End Turn&lt;/b&gt;: press &lt;b&gt;End turn&lt;/b&gt; (or Space). You may buy more first if you have the nuyen.</source>
        <translation>Étape 5, &lt;b&gt;Fin du tour&lt;/b&gt; : appuyez sur &lt;b&gt;Fin du tour&lt;/b&gt; (ou Espace). Vous pouvez d&apos;abord acheter encore si vous avez les nuyens.</translation>
    </message>
    <message>
        <source>That is the whole turn: play, apply damage, take damage, draw &amp; buy, end. Keep the Client alive until round 7! A refused move says why, with a &lt;b&gt;Rules&lt;/b&gt; link; F1 opens the rules reference and glossary.</source>
        <translation>Voilà tout le tour : jouer, appliquer les dégâts, subir les dégâts, recharger et acheter, finir. Gardez le Client en vie jusqu&apos;au round 7 ! Un coup refusé dit pourquoi, avec un lien &lt;b&gt;Règles&lt;/b&gt; ; F1 ouvre la référence des règles et le glossaire.</translation>
    </message>
    <message>
        <source>Now click {obstacle} to apply the assist&apos;s damage. After the Client&apos;s turn, round 2 begins.</source>
        <translation>Cliquez maintenant sur {obstacle} pour appliquer les dégâts de l&apos;aide. Après le tour du Client, le round 2 commence.</translation>
    </message>
    <message>
        <source>The &lt;b&gt;Crossfire level&lt;/b&gt; is still 0: when the Client&apos;s turn ended no obstacle faced anyone, so the old event went under the Crossfire deck instead of the discard (a &lt;b&gt;Timebomb&lt;/b&gt; on it would not go off). Each event that reaches the discard raises the level by one, and N+ effects wake up.</source>
        <translation>Le &lt;b&gt;Niveau Crossfire&lt;/b&gt; est toujours 0 : à la fin du tour du Client, aucun obstacle ne faisait face à personne, donc l&apos;ancien événement est passé sous le paquet Crossfire au lieu de la défausse (un effet &lt;b&gt;Retardement&lt;/b&gt; sur lui ne se déclencherait pas). Chaque événement qui arrive dans la défausse monte le niveau de un, et les effets N+ se réveillent.</translation>
    </message>
    <message>
        <source>The old event went to the Crossfire discard, so the &lt;b&gt;Crossfire level&lt;/b&gt; is now {level}. It rises every round. Clear every obstacle by the end of a turn and the event goes under the deck instead: no rise, and a &lt;b&gt;Timebomb&lt;/b&gt; on it never goes off.</source>
        <translation>L&apos;ancien événement est allé dans la défausse Crossfire : le &lt;b&gt;Niveau Crossfire&lt;/b&gt; est maintenant {level}. Il monte à chaque round. Éliminez tous les obstacles avant la fin d&apos;un tour et l&apos;événement passe sous le paquet à la place : pas de hausse, et un effet &lt;b&gt;Retardement&lt;/b&gt; sur lui ne se déclenche jamais.</translation>
    </message>
    <message>
        <source>Round {round} begins with a new event. </source>
        <translation>Le round {round} commence par un nouvel événement. </translation>
    </message>
    <message>
        <source>none this round</source>
        <translation>aucun ce round-ci</translation>
    </message>
    <message>
        <source>Step 4, &lt;b&gt;Draw &amp; Buy&lt;/b&gt;: you held 3 cards or fewer, so you drew 2. You have {n}¥. </source>
        <translation>Étape 4, &lt;b&gt;Recharger et acheter&lt;/b&gt; : vous aviez 3 cartes ou moins, vous en avez donc pioché 2. Vous avez {n}¥. </translation>
    </message>
    <message>
        <source>Buy a card you can afford by dragging it from the Black Market onto your hand, or go on.</source>
        <translation>Achetez une carte à votre portée en la faisant glisser du Marché Noir sur votre main, ou continuez.</translation>
    </message>
    <message>
        <source>Drag &lt;b&gt;{card}&lt;/b&gt; ({cost}¥) from the Black Market onto your hand: bought cards go straight into your hand. It has an &lt;b&gt;ASSIST&lt;/b&gt; box, so you can play it on someone else&apos;s turn.</source>
        <translation>Faites glisser &lt;b&gt;{card}&lt;/b&gt; ({cost}¥) du Marché Noir sur votre main : les cartes achetées vont directement dans votre main. Elle a une case &lt;b&gt;ASSIST&lt;/b&gt; : vous pouvez la jouer pendant le tour de quelqu&apos;un d&apos;autre.</translation>
    </message>
    <message>
        <source>The &lt;b&gt;Client&apos;s turn&lt;/b&gt;. The Client plays no cards, but runners can &lt;b&gt;assist&lt;/b&gt;. </source>
        <translation>Le &lt;b&gt;tour du Client&lt;/b&gt;. Le Client ne joue pas de cartes, mais les Runners peuvent &lt;b&gt;aider&lt;/b&gt; (Assist). </translation>
    </message>
    <message>
        <source>You hold no card with an ASSIST box now, so press Next.</source>
        <translation>Vous n&apos;avez aucune carte avec une case ASSIST pour l&apos;instant : appuyez sur Suivant.</translation>
    </message>
    <message>
        <source>Drag &lt;b&gt;{card}&lt;/b&gt; onto {obstacle}: its ASSIST box deals &lt;b&gt;{colors}&lt;/b&gt; damage, exactly what the last box needs.</source>
        <translation>Faites glisser &lt;b&gt;{card}&lt;/b&gt; sur {obstacle} : sa case ASSIST inflige &lt;b&gt;{colors}&lt;/b&gt;, exactement ce qu&apos;il faut pour la dernière case.</translation>
    </message>
    <message>
        <source>its</source>
        <translation>sa</translation>
    </message>
    <message>
        <source>New to Crossfire? A guided first game teaches a turn in about five minutes.</source>
        <translation>Nouveau à Crossfire ? Une première partie guidée vous apprend un tour en cinq minutes environ.</translation>
    </message>
    <message>
        <source>No thanks</source>
        <translation>Non merci</translation>
    </message>
    <message>
        <source>Shadowrun: Crossfire</source>
        <translation>Shadowrun: Crossfire</translation>
    </message>
    <message>
        <source>Can&apos;t load that game: {why}</source>
        <translation>Impossible de charger cette partie : {why}</translation>
    </message>
    <message>
        <source>The campaign of this game can&apos;t be read: {why}</source>
        <translation>La campagne de cette partie est illisible : {why}</translation>
    </message>
    <message>
        <source>a file is where this folder should be</source>
        <translation>un fichier se trouve là où devrait être ce dossier</translation>
    </message>
    <message>
        <source>Saving is off: the folder {folder} can&apos;t be written ({why}). You can play, but games, campaigns and settings won&apos;t be saved.</source>
        <translation>L&apos;enregistrement est désactivé : impossible d&apos;écrire dans le dossier {folder} ({why}). Vous pouvez jouer, mais les parties, campagnes et paramètres ne seront pas enregistrés.</translation>
    </message>
    <message>
        <source>≈ Reconstructed by us, not read off a printed card: {fields}</source>
        <translation>≈ Reconstitué par nous, pas lu sur une carte imprimée : {fields}</translation>
    </message>
    <message>
        <source>incomplete card</source>
        <translation>carte incomplète</translation>
    </message>
    <message>
        <source>the current decision</source>
        <translation>la décision en cours</translation>
    </message>
    <message>
        <source>do that</source>
        <translation>faire cela</translation>
    </message>
    <message>
        <source>takes something else</source>
        <translation>prend autre chose</translation>
    </message>
    <message>
        <source>draw cards</source>
        <translation>piocher des cartes</translation>
    </message>
    <message>
        <source>heal</source>
        <translation>se soigner</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Quantité</translation>
    </message>
    <message>
        <source>Obstacles attacking, at least</source>
        <translation>Obstacles qui attaquent, au moins</translation>
    </message>
    <message>
        <source>Gain or lose</source>
        <translation>Gagner ou perdre</translation>
    </message>
    <message>
        <source>Damage colour</source>
        <translation>Couleur des dégâts</translation>
    </message>
    <message>
        <source>Colorless damage it becomes</source>
        <translation>Dégâts incolores obtenus</translation>
    </message>
    <message>
        <source>Only obstacles of these colours</source>
        <translation>Seulement les obstacles de ces couleurs</translation>
    </message>
    <message>
        <source>Nuyen to pay</source>
        <translation>Nuyens à payer</translation>
    </message>
    <message>
        <source>Obstacles to reveal</source>
        <translation>Obstacles à révéler</translation>
    </message>
    <message>
        <source>Damage to take</source>
        <translation>Dégâts à subir</translation>
    </message>
    <message>
        <source>Obstacle deck</source>
        <translation>Paquet d&apos;obstacles</translation>
    </message>
    <message>
        <source>Cards to discard</source>
        <translation>Cartes à défausser</translation>
    </message>
    <message>
        <source>Cards to draw</source>
        <translation>Cartes à piocher</translation>
    </message>
    <message>
        <source>From Crossfire level</source>
        <translation>À partir du niveau Crossfire</translation>
    </message>
    <message>
        <source>How many from that level</source>
        <translation>Combien à partir de ce niveau</translation>
    </message>
    <message>
        <source>Name of its use count</source>
        <translation>Nom de son compteur d&apos;utilisations</translation>
    </message>
    <message>
        <source>Lowest card cost</source>
        <translation>Coût minimum de la carte</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Combien</translation>
    </message>
    <message>
        <source>Which card bought (2: the second)</source>
        <translation>Quelle carte achetée (2 : la deuxième)</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <source>Only obstacles of these types</source>
        <translation>Seulement les obstacles de ces types</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <source>the runner it faces</source>
        <translation>le Runner qu&apos;il affronte</translation>
    </message>
    <message>
        <source>the current runner</source>
        <translation>le Runner actif</translation>
    </message>
    <message>
        <source>each runner</source>
        <translation>chaque Runner</translation>
    </message>
    <message>
        <source>a chosen runner</source>
        <translation>un Runner choisi</translation>
    </message>
    <message>
        <source>another runner, chosen</source>
        <translation>un autre Runner, choisi</translation>
    </message>
    <message>
        <source>any runner</source>
        <translation>n&apos;importe quel Runner</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>piocher</translation>
    </message>
    <message>
        <source>buy</source>
        <translation>acheter</translation>
    </message>
    <message>
        <source>be healed</source>
        <translation>être soigné</translation>
    </message>
    <message>
        <source>heal another runner</source>
        <translation>soigner un autre Runner</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>pioche</translation>
    </message>
    <message>
        <source>discards</source>
        <translation>défausse</translation>
    </message>
    <message>
        <source>heals</source>
        <translation>se soigne</translation>
    </message>
    <message>
        <source>takes damage</source>
        <translation>subit des dégâts</translation>
    </message>
    <message>
        <source>gain</source>
        <translation>gagner</translation>
    </message>
    <message>
        <source>lose</source>
        <translation>perdre</translation>
    </message>
    <message>
        <source>normal obstacles</source>
        <translation>obstacles normaux</translation>
    </message>
    <message>
        <source>hard obstacles</source>
        <translation>obstacles difficiles</translation>
    </message>
    <message>
        <source>a runner</source>
        <translation>un Runner</translation>
    </message>
    <message>
        <source>In a pack file: {name}</source>
        <translation>Dans un fichier de pack : {name}</translation>
    </message>
    <message>
        <source>buy cards</source>
        <translation>acheter des cartes</translation>
    </message>
    <message>
        <source>heal other runners</source>
        <translation>soigner d&apos;autres Runners</translation>
    </message>
    <message>
        <source>cards to be played or the step to be finished</source>
        <translation>des cartes à jouer ou la fin de l&apos;étape</translation>
    </message>
    <message>
        <source>damage to be applied</source>
        <translation>des dégâts à appliquer</translation>
    </message>
    <message>
        <source>cards to be bought or the turn to be ended</source>
        <translation>des cartes à acheter ou la fin du tour</translation>
    </message>
    <message>
        <source>one card to be bought (or none)</source>
        <translation>une carte à acheter (ou aucune)</translation>
    </message>
    <message>
        <source>one card to be played (or none)</source>
        <translation>une carte à jouer (ou aucune)</translation>
    </message>
    <message>
        <source>a choice among the options</source>
        <translation>un choix parmi les options</translation>
    </message>
    <message>
        <source>a choice of several options</source>
        <translation>un choix de plusieurs options</translation>
    </message>
    <message>
        <source>draws a card</source>
        <translation>pioche une carte</translation>
    </message>
    <message>
        <source>gains 1¥</source>
        <translation>gagne 1¥</translation>
    </message>
    <message>
        <source>deals damage</source>
        <translation>inflige des dégâts</translation>
    </message>
    <message>
        <source>The {deck} obstacle deck is empty.</source>
        <translation>Le paquet d&apos;obstacles {deck} est vide.</translation>
    </message>
    <message>
        <source>The {deck} obstacle discard is reshuffled into its deck.</source>
        <translation>La défausse d&apos;obstacles {deck} est remélangée dans son paquet.</translation>
    </message>
    <message>
        <source>{runner}&apos;s next SKILL card costs {n}¥ less.</source>
        <translation>La prochaine carte SKILL de {runner} coûte {n}¥ de moins.</translation>
    </message>
    <message>
        <source>{runner}&apos;s next purchase costs {n}¥ less.</source>
        <translation>Le prochain achat de {runner} coûte {n}¥ de moins.</translation>
    </message>
    <message>
        <source>Can&apos;t read {file}: {why}</source>
        <translation>Impossible de lire {file} : {why}</translation>
    </message>
    <message>
        <source>{file} is too large for a certificate or a key.</source>
        <translation>{file} est trop gros pour un certificat ou une clé.</translation>
    </message>
    <message>
        <source>{file} is not a certificate in PEM form.</source>
        <translation>{file} n&apos;est pas un certificat au format PEM.</translation>
    </message>
    <message>
        <source>{file} is not an unencrypted private key in PEM form (RSA or EC).</source>
        <translation>{file} n&apos;est pas une clé privée non chiffrée au format PEM (RSA ou EC).</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <translation>La table est complète.</translation>
    </message>
    <message>
        <source>Someone else has that seat.</source>
        <translation>Quelqu’un d’autre a cette place.</translation>
    </message>
    <message>
        <source>The mission has already started.</source>
        <translation>La mission a déjà commencé.</translation>
    </message>
    <message>
        <source>Too many messages: slow down.</source>
        <translation>Trop de messages : ralentissez.</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <source>Runner</source>
        <translation>Runner</translation>
    </message>
    <message>
        <source>Mission Karma</source>
        <translation>Karma de mission</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Karma in upgrades</source>
        <translation>Karma en Améliorations</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>Ajustement</translation>
    </message>
    <message>
        <source>Award</source>
        <translation>Gain</translation>
    </message>
    <message>
        <source>Karma earned after</source>
        <translation>Karma gagné ensuite</translation>
    </message>
    <message>
        <source>The Client was staggered.</source>
        <translation>Le Client a été sonné.</translation>
    </message>
    <message>
        <source>{runner} went critical.</source>
        <translation>{runner} est passé critique.</translation>
    </message>
    <message>
        <source>Every runner was down.</source>
        <translation>Tous les Runners étaient à terre.</translation>
    </message>
    <message>
        <source>The team aborted the run.</source>
        <translation>L&apos;équipe a annulé le run.</translation>
    </message>
    <message>
        <source>See also</source>
        <translation>Voir aussi</translation>
    </message>
    <message>
        <source>Rulebook, {page}</source>
        <translation>Livret de règles, {page}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>victoire</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>annulation</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>Street Samurai</source>
        <translation>Street Samurai</translation>
    </message>
    <message>
        <source>Mage</source>
        <translation>Mage</translation>
    </message>
    <message>
        <source>Decker</source>
        <translation>Decker</translation>
    </message>
    <message>
        <source>Face</source>
        <translation>Face</translation>
    </message>
    <message>
        <source>Runner </source>
        <translation>Runner </translation>
    </message>
    <message>
        <source>Rules (F1)</source>
        <translation>Règles (F1)</translation>
    </message>
    <message>
        <source>Crossfire</source>
        <translation>Crossfire</translation>
    </message>
    <message>
        <source>Play Cards</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Apply Damage</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Take Damage</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Draw &amp; Buy</source>
        <translation>Piocher, acheter</translation>
    </message>
    <message>
        <source>End Turn</source>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <source>black</source>
        <translation>noir</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>Mission accomplished</source>
        <translation>Mission accomplie</translation>
    </message>
    <message>
        <source>Abort run: the team got out</source>
        <translation>Annulation : l&apos;équipe s&apos;en est sortie</translation>
    </message>
    <message>
        <source>Mission failed</source>
        <translation>Mission échouée</translation>
    </message>
    <message>
        <source>FLIPPED: happens when this obstacle is flipped up into play.</source>
        <translation>RÉVÉLÉ (Flipped) : se déclenche quand cet obstacle est mis en jeu.</translation>
    </message>
    <message>
        <source>DEFEATED: happens when this obstacle&apos;s last level is cleared.</source>
        <translation>VAINCU (Defeated) : se déclenche quand le dernier niveau de cet obstacle est effacé.</translation>
    </message>
    <message>
        <source>ASSIST: another runner can play this card on your turn for its assist ability.</source>
        <translation>ASSIST : un autre Runner peut jouer cette carte pendant votre tour pour sa capacité Assist.</translation>
    </message>
    <message>
        <source>REQUIRES: you can buy this card only if you played a card of that type this turn.</source>
        <translation>REQUIERT (Requires) : vous ne pouvez acheter cette carte que si vous avez joué une carte de ce type ce tour-ci.</translation>
    </message>
    <message>
        <source>Crossfire N+: this effect is live while N or more cards are in the Crossfire discard.</source>
        <translation>Crossfire N+ : cet effet est actif tant que N cartes ou plus sont dans la défausse Crossfire.</translation>
    </message>
    <message>
        <source>STAGGERED: at 0 HP; draw 1 at the start of your turn; no draw and no buying.</source>
        <translation>SONNÉ : à 0 de Santé ; piochez 1 carte au début de votre tour ; pas de recharge ni d&apos;achat.</translation>
    </message>
    <message>
        <source>CRITICAL: knocked out; your turns are skipped.</source>
        <translation>CRITIQUE : hors de combat ; vos tours sont passés.</translation>
    </message>
    <message>
        <source>Timebomb: happens when this event goes to the Crossfire discard.</source>
        <translation>Retardement (Timebomb) : se déclenche quand cet événement va dans la défausse Crossfire.</translation>
    </message>
    <message>
        <source>Round {round} begins.</source>
        <translation>Le round {round} commence.</translation>
    </message>
    <message>
        <source>{runner}&apos;s turn.</source>
        <translation>Tour de {runner}.</translation>
    </message>
    <message>
        <source>{runner} ends the turn.</source>
        <translation>{runner} termine son tour.</translation>
    </message>
    <message>
        <source>Crossfire event: {card} (Crossfire level {level}).</source>
        <translation>Événement Crossfire : {card} (Niveau Crossfire {level}).</translation>
    </message>
    <message>
        <source>{card} goes to the Crossfire discard.</source>
        <translation>{card} va dans la défausse Crossfire.</translation>
    </message>
    <message>
        <source>{card} goes under the Crossfire deck.</source>
        <translation>{card} passe sous le paquet Crossfire.</translation>
    </message>
    <message>
        <source>The Crossfire deck is empty.</source>
        <translation>Le paquet Crossfire est vide.</translation>
    </message>
    <message>
        <source>{card} moves from {src} to {dst}.</source>
        <translation>{card} passe de {src} à {dst}.</translation>
    </message>
    <message>
        <source>{obstacle} appears, facing {facing}.</source>
        <translation>{obstacle} apparaît, face à {facing}.</translation>
    </message>
    <message>
        <source>{obstacle} turns from {src} to {dst}.</source>
        <translation>{obstacle} se tourne de {src} vers {dst}.</translation>
    </message>
    <message>
        <source>{obstacle} is defeated by {by}.</source>
        <translation>{obstacle} est vaincu par {by}.</translation>
    </message>
    <message numerus="yes">
        <source>{obstacle} heals %n level(s).</source>
        <translation>
            <numerusform>{obstacle} soigne %n niveau.</numerusform>
            <numerusform>{obstacle} soigne %n niveaux.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{runner} draws %n card(s).</source>
        <translation>
            <numerusform>{runner} pioche %n carte.</numerusform>
            <numerusform>{runner} pioche %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scene {scene} begins: %n obstacle(s).</source>
        <translation>
            <numerusform>La séquence {scene} commence : %n obstacle.</numerusform>
            <numerusform>La séquence {scene} commence : %n obstacles.</numerusform>
        </translation>
    </message>
    <message>
        <source>{obstacle} attacks {runner} for {strength}.</source>
        <translation>{obstacle} attaque {runner} avec une force de {strength}.</translation>
    </message>
    <message>
        <source>That needs {needed} Karma in upgrades; the runner has earned {karma}.</source>
        <translation>Il faut {needed} Karma en Améliorations ; ce Runner a gagné {karma}.</translation>
    </message>
    <message>
        <source>The runner already has {name} (slot {slot_number}).</source>
        <translation>Ce Runner a déjà {name} (emplacement {slot_number}).</translation>
    </message>
    <message>
        <source>Stickers are bought between missions: this runner is in a mission in progress.</source>
        <translation>Les vignettes s&apos;achètent entre les missions : ce Runner est dans une mission en cours.</translation>
    </message>
    <message>
        <source>{name} is in a mission in progress: undo this once its result is recorded.</source>
        <translation>{name} est dans une mission en cours : annulez ceci une fois son résultat enregistré.</translation>
    </message>
    <message>
        <source>{name} isn&apos;t available: its value or effect is unknown.</source>
        <translation>{name} n&apos;est pas disponible : sa valeur ou son effet est inconnu.</translation>
    </message>
    <message>
        <source>There is no slot {slot_number} to cover (the runner has {slots}).</source>
        <translation>Il n&apos;y a pas d&apos;emplacement {slot_number} à recouvrir (ce Runner en a {slots}).</translation>
    </message>
    <message>
        <source>No runner {runner_id!r} in this campaign.</source>
        <translation>Aucun Runner {runner_id!r} dans cette campagne.</translation>
    </message>
    <message>
        <source>This campaign already has a runner called {name}.</source>
        <translation>Cette campagne a déjà un Runner nommé {name}.</translation>
    </message>
    <message>
        <source>{mission} has no abort award: an abort there is a loss.</source>
        <translation>{mission} ne rapporte rien en cas d&apos;annulation : une annulation y est un échec.</translation>
    </message>
    <message>
        <source>The result must be win, abort or loss, not {result!r}.</source>
        <translation>Le résultat doit être victoire, annulation ou échec, pas {result!r}.</translation>
    </message>
    <message>
        <source>{mission} has no bonus challenge {challenge!r}.</source>
        <translation>{mission} n&apos;a pas de défi bonus {challenge!r}.</translation>
    </message>
    <message>
        <source>{challenge} can&apos;t be chosen together with {other}.</source>
        <translation>{challenge} ne peut pas être choisi en même temps que {other}.</translation>
    </message>
    <message>
        <source>Choose the runners who played.</source>
        <translation>Choisissez les Runners qui ont joué.</translation>
    </message>
    <message>
        <source>Runner {runner_id!r} is listed twice.</source>
        <translation>Le Runner {runner_id!r} figure deux fois.</translation>
    </message>
    <message>
        <source>{name} is in a mission still in progress; record its result or release {name} first.</source>
        <translation>{name} est dans une mission encore en cours ; enregistrez d&apos;abord son résultat ou libérez {name}.</translation>
    </message>
    <message>
        <source>{name} breaks the upgrade rules: {why}</source>
        <translation>{name} enfreint les règles d&apos;Amélioration : {why}</translation>
    </message>
    <message>
        <source>{name} isn&apos;t waiting for this mission&apos;s result (already recorded, or released).</source>
        <translation>{name} n&apos;attend pas le résultat de cette mission (déjà enregistré, ou libéré).</translation>
    </message>
    <message>
        <source>The last entry can&apos;t be undone: {why}.</source>
        <translation>La dernière entrée ne peut pas être annulée : {why}.</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Héberger une table</translation>
    </message>
    <message>
        <source>None: runners for this mission only</source>
        <translation>Aucune : des runners pour cette mission seulement</translation>
    </message>
    <message>
        <source>Tick the campaign&apos;s runners who play this mission (seats in this order)</source>
        <translation>Cochez les runners de la campagne qui jouent cette mission (places dans cet ordre)</translation>
    </message>
    <message>
        <source>First printing</source>
        <translation>Première édition</translation>
    </message>
    <message>
        <source>Revised printing</source>
        <translation>Édition révisée</translation>
    </message>
    <message>
        <source>Seats played at this computer (hot-seat), e.g. 1 or 1,2; the others join</source>
        <translation>Places jouées sur cet ordinateur (chacun son tour), p. ex. 1 ou 1,2 ; les autres rejoignent</translation>
    </message>
    <message>
        <source>Seats played here</source>
        <translation>Places jouées ici</translation>
    </message>
    <message>
        <source>Seats the computer plays, e.g. 4</source>
        <translation>Places jouées par l’ordinateur, p. ex. 4</translation>
    </message>
    <message>
        <source>AI seats</source>
        <translation>Places IA</translation>
    </message>
    <message>
        <source>Open hands: everybody sees every hand</source>
        <translation>Mains ouvertes : chacun voit toutes les mains</translation>
    </message>
    <message>
        <source>The computer plays for a player who is away, until they come back</source>
        <translation>L’ordinateur joue pour un joueur absent, jusqu’à son retour</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>optional: a PEM certificate file, for wss</source>
        <translation>facultatif : un fichier de certificat PEM, pour wss</translation>
    </message>
    <message>
        <source>With a certificate and its key, players connect with wss; the join code then carries the certificate&apos;s fingerprint so nobody can sit in the middle</source>
        <translation>Avec un certificat et sa clé, les joueurs se connectent en wss ; le code d&apos;accès porte alors l&apos;empreinte du certificat, pour que personne ne puisse s&apos;interposer</translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation>Certificat</translation>
    </message>
    <message>
        <source>its private key file (PEM)</source>
        <translation>le fichier de sa clé privée (PEM)</translation>
    </message>
    <message>
        <source>Private key</source>
        <translation>Clé privée</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <source>address:port, e.g. 192.168.1.20:{port}</source>
        <translation>adresse:port, p. ex. 192.168.1.20:{port}</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>the code the host reads out</source>
        <translation>le code que l’hôte vous lit</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Code d’accès</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Lobby</source>
        <translation>Salon</translation>
    </message>
    <message>
        <source>Take this seat</source>
        <translation>Prendre cette place</translation>
    </message>
    <message>
        <source>Leave this seat</source>
        <translation>Quitter cette place</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <source>Say something to the table (Enter)</source>
        <translation>Dire quelque chose à la table (Entrée)</translation>
    </message>
    <message>
        <source>Tick the campaign&apos;s runners who play this mission (1 to 4).</source>
        <translation>Cochez les runners de la campagne qui jouent cette mission (1 à 4).</translation>
    </message>
    <message>
        <source>Seats are numbers from 1 to {n}, separated by commas, each either here or AI.</source>
        <translation>Les places sont des numéros de 1 à {n}, séparés par des virgules, chacune soit ici soit IA.</translation>
    </message>
    <message>
        <source>wss needs both files: the certificate and its private key.</source>
        <translation>wss demande les deux fichiers : le certificat et sa clé privée.</translation>
    </message>
    <message>
        <source> (away)</source>
        <translation> (absent)</translation>
    </message>
    <message>
        <source> ✓ ready</source>
        <translation> ✓ prêt</translation>
    </message>
    <message>
        <source>Seat {n} · {runner}: {who}</source>
        <translation>Place {n} · {runner} : {who}</translation>
    </message>
    <message>
        <source>Adjust HP</source>
        <translation>Ajuster la Santé</translation>
    </message>
    <message>
        <source>Adjust nuyen</source>
        <translation>Ajuster les nuyens</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Piocher une carte</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation>Défausser une carte</translation>
    </message>
    <message>
        <source>Shuffle discard into deck</source>
        <translation>Mélanger la défausse dans le paquet</translation>
    </message>
    <message>
        <source>Move an obstacle</source>
        <translation>Déplacer un obstacle</translation>
    </message>
    <message>
        <source>Clear a level</source>
        <translation>Effacer un niveau</translation>
    </message>
    <message>
        <source>Heal a level</source>
        <translation>Soigner un niveau</translation>
    </message>
    <message>
        <source>+1 attack this turn</source>
        <translation>+1 en attaque ce tour-ci</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>step</source>
        <translation>étape</translation>
    </message>
    <message>
        <source>Breather</source>
        <translation>Repos</translation>
    </message>
    <message>
        <source>{n}. Play</source>
        <translation>{n}. Jouer</translation>
    </message>
    <message>
        <source>{n}. Apply</source>
        <translation>{n}. Appliquer</translation>
    </message>
    <message>
        <source>{n}. Take</source>
        <translation>{n}. Subir</translation>
    </message>
    <message>
        <source>{n}. Buy</source>
        <translation>{n}. Acheter</translation>
    </message>
    <message>
        <source>{n}. End</source>
        <translation>{n}. Fin</translation>
    </message>
    <message>
        <source>a) obstacle and Crossfire effects end</source>
        <translation>a) les effets d&apos;obstacles et Crossfire prennent fin</translation>
    </message>
    <message>
        <source>b) Exhausted tokens removed (not from critical runners)</source>
        <translation>b) jetons Épuisé retirés (sauf Runners critiques)</translation>
    </message>
    <message>
        <source>c) every runner heals 1</source>
        <translation>c) chaque Runner se soigne de 1 PV</translation>
    </message>
    <message>
        <source>d) one Black Market card each, from the next runner</source>
        <translation>d) une carte du Marché Noir chacun, à partir du Runner suivant</translation>
    </message>
    <message>
        <source>{runner} is critical: turn skipped.</source>
        <translation>{runner} est critique : tour passé.</translation>
    </message>
    <message>
        <source>{obstacle} can&apos;t attack this turn.</source>
        <translation>{obstacle} ne peut pas attaquer ce tour-ci.</translation>
    </message>
    <message>
        <source>{runner} is STAGGERED.</source>
        <translation>{runner} est SONNÉ.</translation>
    </message>
    <message>
        <source>{runner} is CRITICAL.</source>
        <translation>{runner} est CRITIQUE.</translation>
    </message>
    <message>
        <source>{runner} is EXHAUSTED (draws 1 at Draw until a Breather).</source>
        <translation>{runner} est ÉPUISÉ (pioche 1 carte à la Recharge jusqu&apos;au prochain Repos).</translation>
    </message>
    <message>
        <source>{runner} is no longer exhausted.</source>
        <translation>{runner} n&apos;est plus épuisé.</translation>
    </message>
    <message>
        <source>{runner} is no longer critical.</source>
        <translation>{runner} n&apos;est plus critique.</translation>
    </message>
    <message>
        <source>The team chooses: {choice}.</source>
        <translation>L&apos;équipe choisit : {choice}.</translation>
    </message>
    <message>
        <source>Breather after Scene {scene}.</source>
        <translation>Repos après la Séquence {scene}.</translation>
    </message>
    <message>
        <source>Breather {n}/4: {step}.</source>
        <translation>Repos {n}/4 : {step}.</translation>
    </message>
    <message>
        <source>The Breather is over.</source>
        <translation>Le Repos est terminé.</translation>
    </message>
    <message>
        <source>A Crossfire marker comes off: {left} left.</source>
        <translation>Un marqueur Crossfire est retiré : il en reste {left}.</translation>
    </message>
    <message>
        <source>{runner} swaps {old} for {new}.</source>
        <translation>{runner} échange {old} contre {new}.</translation>
    </message>
    <message>
        <source>No Icon Grab left in the Black Market for {runner}.</source>
        <translation>Plus d&apos;Icon Grab au Marché Noir pour {runner}.</translation>
    </message>
    <message>
        <source>{runner} adds {card} to the starting deck.</source>
        <translation>{runner} ajoute {card} à son paquet de départ.</translation>
    </message>
    <message>
        <source>No Black Market card costing {cost} for {runner}.</source>
        <translation>Aucune carte du Marché Noir à {cost} pour {runner}.</translation>
    </message>
    <message>
        <source>{runner} recovers.</source>
        <translation>{runner} se rétablit.</translation>
    </message>
    <message>
        <source>{runner} discards {card}.</source>
        <translation>{runner} défausse {card}.</translation>
    </message>
    <message>
        <source>{runner} shuffles the discard into the deck.</source>
        <translation>{runner} mélange sa défausse dans son paquet.</translation>
    </message>
    <message>
        <source>{runner} buys {card} for {cost}¥.</source>
        <translation>{runner} achète {card} pour {cost}¥.</translation>
    </message>
    <message>
        <source>{card} comes to the Black Market.</source>
        <translation>{card} arrive au Marché Noir.</translation>
    </message>
    <message>
        <source>The Black Market discard is shuffled into its deck.</source>
        <translation>La défausse du Marché Noir est mélangée dans son paquet.</translation>
    </message>
    <message>
        <source>The Black Market deck is empty.</source>
        <translation>Le paquet du Marché Noir est vide.</translation>
    </message>
    <message>
        <source>Scene {scene} ends.</source>
        <translation>La séquence {scene} se termine.</translation>
    </message>
    <message>
        <source>Abort run! Each runner takes one last turn, starting with {first}.</source>
        <translation>Annulation du run ! Chaque Runner joue un dernier tour, en commençant par {first}.</translation>
    </message>
    <message>
        <source>{source} prevents {runner} from doing that ({what}).</source>
        <translation>{source} empêche {runner} de faire cela ({what}).</translation>
    </message>
    <message>
        <source>{source}: ability {effect}.</source>
        <translation>{source} : capacité {effect}.</translation>
    </message>
    <message>
        <source>The last action is taken back.</source>
        <translation>La dernière action est reprise.</translation>
    </message>
    <message>
        <source>The {deck} obstacle discard is reshuffled.</source>
        <translation>La défausse d&apos;obstacles {deck} est remélangée.</translation>
    </message>
    <message>
        <source>{card}: {runner} resolves the ability at the table.</source>
        <translation>{card} : {runner} résout la capacité à la table.</translation>
    </message>
    <message>
        <source>Resolved by the players: {runner} chose {tool}.</source>
        <translation>Résolu par les joueurs : {runner} a choisi {tool}.</translation>
    </message>
    <message>
        <source>{card}: resolved by the players.</source>
        <translation>{card} : résolu par les joueurs.</translation>
    </message>
    <message>
        <source>{obstacle} attacks +{amount} this turn (resolved by the players).</source>
        <translation>{obstacle} attaque à +{amount} ce tour-ci (résolu par les joueurs).</translation>
    </message>
    <message>
        <source>{runner} assists with {card} on {target}.</source>
        <translation>{runner} aide avec {card} sur {target}.</translation>
    </message>
    <message>
        <source>{runner} plays {card} on {target}.</source>
        <translation>{runner} joue {card} sur {target}.</translation>
    </message>
    <message>
        <source>{runner} heals {n} (HP {hp}).</source>
        <translation>{runner} se soigne de {n} (Santé {hp}).</translation>
    </message>
    <message>
        <source>{runner} loses {n} HP (HP {hp}).</source>
        <translation>{runner} perd {n} de Santé (Santé {hp}).</translation>
    </message>
    <message>
        <source>{runner} gains {n}¥ ({total}¥).</source>
        <translation>{runner} gagne {n}¥ ({total}¥).</translation>
    </message>
    <message>
        <source>{runner} pays {n}¥ ({total}¥).</source>
        <translation>{runner} paie {n}¥ ({total}¥).</translation>
    </message>
    <message>
        <source>{runner} assists with {card}.</source>
        <translation>{runner} aide avec {card}.</translation>
    </message>
    <message>
        <source>{runner} plays {card}.</source>
        <translation>{runner} joue {card}.</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Elf</source>
        <translation>Elfe</translation>
    </message>
    <message>
        <source>Dwarf</source>
        <translation>Nain</translation>
    </message>
    <message>
        <source>Ork</source>
        <translation>Ork</translation>
    </message>
    <message>
        <source>Troll</source>
        <translation>Troll</translation>
    </message>
    <message>
        <source>there is no such save</source>
        <translation>cette sauvegarde n&apos;existe pas</translation>
    </message>
    <message>
        <source>this is not a file (a folder or a device is there)</source>
        <translation>ce n&apos;est pas un fichier (un dossier ou un périphérique est à sa place)</translation>
    </message>
    <message>
        <source>the file is too big</source>
        <translation>le fichier est trop gros</translation>
    </message>
    <message>
        <source>the file can&apos;t be read</source>
        <translation>le fichier ne peut pas être lu</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>this is not a text file</source>
        <translation>ce n&apos;est pas un fichier texte</translation>
    </message>
    <message>
        <source>the file ends too early (it was cut off)</source>
        <translation>le fichier s&apos;arrête trop tôt (il a été tronqué)</translation>
    </message>
    <message>
        <source>the file is damaged (not valid JSON)</source>
        <translation>le fichier est abîmé (JSON invalide)</translation>
    </message>
    <message>
        <source>this is not a Crossfire Desktop save</source>
        <translation>ce n&apos;est pas une sauvegarde de Crossfire Desktop</translation>
    </message>
    <message>
        <source>this is another kind of save</source>
        <translation>c&apos;est une sauvegarde d&apos;un autre genre</translation>
    </message>
    <message>
        <source>it was written by a newer Crossfire Desktop</source>
        <translation>il a été écrit par une version plus récente de Crossfire Desktop</translation>
    </message>
    <message>
        <source>it was written by an older version that this one can&apos;t read</source>
        <translation>il a été écrit par une ancienne version que celle-ci ne sait pas lire</translation>
    </message>
    <message>
        <source>a value in it is wrong (edited by hand?)</source>
        <translation>une de ses valeurs est fausse (modifiée à la main ?)</translation>
    </message>
    <message>
        <source>its contents were changed after it was saved</source>
        <translation>son contenu a été modifié après son enregistrement</translation>
    </message>
    <message>
        <source>the game in it can&apos;t be rebuilt</source>
        <translation>la partie qu&apos;il contient ne peut pas être reconstruite</translation>
    </message>
    <message>
        <source>a file that can&apos;t be read is in the way</source>
        <translation>un fichier illisible est dans le chemin</translation>
    </message>
    <message>
        <source>{file}: {problem}{where}</source>
        <translation>{file} : {problem}{where}</translation>
    </message>
    <message>
        <source>Standard colours</source>
        <translation>Couleurs standard</translation>
    </message>
    <message>
        <source>Protanopia (red-blind)</source>
        <translation>Protanopie (rouge)</translation>
    </message>
    <message>
        <source>Deuteranopia (green-blind)</source>
        <translation>Deutéranopie (vert)</translation>
    </message>
    <message>
        <source>Tritanopia (blue-blind)</source>
        <translation>Tritanopie (bleu)</translation>
    </message>
    <message>
        <source>Your card packs</source>
        <translation>Vos paquets de cartes</translation>
    </message>
    <message>
        <source>Your cards</source>
        <translation>Vos cartes</translation>
    </message>
    <message>
        <source>completes</source>
        <translation>complète</translation>
    </message>
    <message>
        <source>replaces</source>
        <translation>remplace</translation>
    </message>
    <message>
        <source>new card</source>
        <translation>nouvelle carte</translation>
    </message>
    <message>
        <source>Normal obstacle</source>
        <translation>Obstacle normal</translation>
    </message>
    <message>
        <source>Hard obstacle</source>
        <translation>Obstacle difficile</translation>
    </message>
    <message>
        <source>Crossfire event</source>
        <translation>Événement Crossfire</translation>
    </message>
    <message>
        <source>Black Market card</source>
        <translation>Carte du Marché Noir</translation>
    </message>
    <message>
        <source>Upgrade sticker</source>
        <translation>Vignette d’amélioration</translation>
    </message>
    <message>
        <source>(an ability is resolved at the table)</source>
        <translation>(une capacité est résolue à la table)</translation>
    </message>
    <message>
        <source>Card packs hold the cards you type in from your own box. They are kept in {folder}.</source>
        <translation>Les paquets de cartes contiennent les cartes que vous saisissez depuis votre propre boîte. Ils sont rangés dans {folder}.</translation>
    </message>
    <message>
        <source>New pack / card editor</source>
        <translation>Nouveau paquet / éditeur de cartes</translation>
    </message>
    <message>
        <source>Edit this pack</source>
        <translation>Modifier ce paquet</translation>
    </message>
    <message>
        <source>Import a pack...</source>
        <translation>Importer un paquet...</translation>
    </message>
    <message>
        <source>Export this pack...</source>
        <translation>Exporter ce paquet...</translation>
    </message>
    <message>
        <source>No card packs yet: open the card editor to complete a card or add one.</source>
        <translation>Aucun paquet de cartes pour l&apos;instant : ouvrez l&apos;éditeur de cartes pour compléter une carte ou en ajouter une.</translation>
    </message>
    <message>
        <source>Export card pack</source>
        <translation>Exporter un paquet de cartes</translation>
    </message>
    <message>
        <source>Can&apos;t export: {why}</source>
        <translation>Exportation impossible : {why}</translation>
    </message>
    <message>
        <source>Exported to {path}</source>
        <translation>Exporté vers {path}</translation>
    </message>
    <message>
        <source>Import card pack</source>
        <translation>Importer un paquet de cartes</translation>
    </message>
    <message>
        <source>That pack can&apos;t be imported: {error}</source>
        <translation>Ce paquet ne peut pas être importé : {error}</translation>
    </message>
    <message>
        <source>Import cancelled.</source>
        <translation>Importation annulée.</translation>
    </message>
    <message>
        <source>Imported {name} as {file}.</source>
        <translation>{name} importé sous le nom {file}.</translation>
    </message>
    <message>
        <source>{card} is also in {pack}</source>
        <translation>{card} est aussi dans {pack}</translation>
    </message>
    <message>
        <source>A pack named {file} is already there.</source>
        <translation>Un paquet nommé {file} existe déjà.</translation>
    </message>
    <message>
        <source>Conflicts:</source>
        <translation>Conflits :</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Remplacer</translation>
    </message>
    <message>
        <source>Keep both</source>
        <translation>Garder les deux</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <source>Card editor: enter your own cards</source>
        <translation>Éditeur de cartes : saisissez vos propres cartes</translation>
    </message>
    <message>
        <source>Card packs</source>
        <translation>Packs de cartes</translation>
    </message>
    <message>
        <source>Rules: {edition}</source>
        <translation>Règles : {edition}</translation>
    </message>
    <message>
        <source>The revised printing adds the Exhausted token, Breathers between Scenes, a starting Crossfire level below 0 for small teams and an Icon Grab in 2-role decks.</source>
        <translation>L&apos;édition révisée ajoute le jeton Épuisé, les Repos entre les Séquences, un niveau Crossfire de départ sous 0 pour les petites équipes et une Icon Grab dans les paquets à 2 Rôles.</translation>
    </message>
    <message>
        <source>Revised rules: starting card for 2-role runners with 20+ Karma</source>
        <translation>Règles révisées : carte de départ des Runners à 2 Rôles ayant 20+ Karma</translation>
    </message>
    <message>
        <source>The printed table is garbled in the French summary: these costs are reconstructed (marked *). Set them to your rulebook&apos;s.</source>
        <translation>Le tableau imprimé est illisible dans le résumé français : ces coûts sont reconstitués (marqués *). Remplacez-les par ceux de votre livret.</translation>
    </message>
    <message>
        <source>Karma {band}</source>
        <translation>Karma {band}</translation>
    </message>
    <message>
        <source>¥ card *</source>
        <translation>¥ carte *</translation>
    </message>
    <message>
        <source>Reconstructed values</source>
        <translation>Valeurs reconstituées</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>IA</translation>
    </message>
    <message>
        <source>The computer plays this runner</source>
        <translation>L&apos;ordinateur joue ce Runner</translation>
    </message>
    <message>
        <source>AI slow</source>
        <translation>IA lente</translation>
    </message>
    <message>
        <source>AI normal</source>
        <translation>IA normale</translation>
    </message>
    <message>
        <source>AI fast</source>
        <translation>IA rapide</translation>
    </message>
    <message>
        <source>How fast the AI runners play</source>
        <translation>Vitesse de jeu des Runners IA</translation>
    </message>
    <message>
        <source>Skip to me</source>
        <translation>Jusqu&apos;à moi</translation>
    </message>
    <message>
        <source>Skip to my turn: the AI runners play without pauses until a human decides</source>
        <translation>Passer à mon tour : les Runners IA jouent sans pause jusqu&apos;à ce qu&apos;un humain décide</translation>
    </message>
    <message>
        <source>Estimated odds: ~{win:.0%} win, {abort:.0%} abort (heuristic bot, {n} games)</source>
        <translation>Chances estimées : ~{win:.0%} de victoire, {abort:.0%} d&apos;abandon (bot heuristique, {n} parties)</translation>
    </message>
    <message>
        <source>Mission odds: complete the team to see an estimate.</source>
        <translation>Chances de la mission : complétez l&apos;équipe pour voir une estimation.</translation>
    </message>
    <message>
        <source>Estimating the mission odds…</source>
        <translation>Estimation des chances de la mission…</translation>
    </message>
    <message>
        <source>Estimating the mission odds… ({n}/{total} games)</source>
        <translation>Estimation des chances de la mission… ({n}/{total} parties)</translation>
    </message>
    <message>
        <source>An estimate: the heuristic bot plays this team against this mission; people and the search AI usually do better</source>
        <translation>Une estimation : le bot heuristique joue cette équipe contre cette mission ; les joueurs et l&apos;IA de recherche font en général mieux</translation>
    </message>
    <message>
        <source>Copy this seed</source>
        <translation>Copier cette graine</translation>
    </message>
    <message>
        <source>Copy the mission, team size and seed, so friends can play the same deal</source>
        <translation>Copier la mission, le nombre de runners et la graine, pour que vos amis jouent la même donne</translation>
    </message>
    <message>
        <source>Copied: {text}</source>
        <translation>Copié : {text}</translation>
    </message>
    <message>
        <source>Shadowrun: Crossfire · {mission} · runners: {n} · {rules} · seed {seed}</source>
        <translation>Shadowrun: Crossfire · {mission} · runners : {n} · {rules} · graine {seed}</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <source>Aborted</source>
        <translation>Repli</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Défaite</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Campagne</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Toutes</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>Karma</source>
        <translation>Karma</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Copy seed</source>
        <translation>Copier la graine</translation>
    </message>
    <message>
        <source>Copy this game&apos;s mission, team size and seed, to share with friends</source>
        <translation>Copier la mission, le nombre de runners et la graine de cette partie, pour la partager</translation>
    </message>
    <message>
        <source>Export log…</source>
        <translation>Exporter le journal…</translation>
    </message>
    <message>
        <source>Save the game&apos;s log as a text or HTML file</source>
        <translation>Enregistrer le journal de la partie en texte ou en HTML</translation>
    </message>
    <message>
        <source>Watch replay</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>No game played yet.</source>
        <translation>Aucune partie jouée pour l’instant.</translation>
    </message>
    <message>
        <source>No game matches these filters.</source>
        <translation>Aucune partie ne correspond à ces filtres.</translation>
    </message>
    <message>
        <source>{result} · {mission} · {rules} · played at the table</source>
        <translation>{result} · {mission} · {rules} · jouée à la table</translation>
    </message>
    <message>
        <source>{result} · {mission} · {rules} · rounds: {rounds}, turns: {turns} · seed {seed}</source>
        <translation>{result} · {mission} · {rules} · manches : {rounds}, tours : {turns} · graine {seed}</translation>
    </message>
    <message>
        <source>Campaign: {name}</source>
        <translation>Campagne : {name}</translation>
    </message>
    <message>
        <source>Ended by: {card}</source>
        <translation>Fin causée par : {card}</translation>
    </message>
    <message>
        <source>{name}{ai} ({meta}): damage taken {taken}, levels cleared {levels}, nuyen gained {gained}¥, spent {spent}¥; bought: {cards}</source>
        <translation>{name}{ai} ({meta}) : dégâts subis {taken}, niveaux éliminés {levels}, nuyens gagnés {gained}¥, dépensés {spent}¥ ; achats : {cards}</translation>
    </message>
    <message>
        <source> [AI]</source>
        <translation> [IA]</translation>
    </message>
    <message>
        <source>metatype</source>
        <translation>métatype</translation>
    </message>
    <message>
        <source>Recorded from a game at the table: no replay.</source>
        <translation>Partie jouée avec la boîte et enregistrée : pas de rediffusion.</translation>
    </message>
    <message>
        <source>Today&apos;s seed</source>
        <translation>Graine du jour</translation>
    </message>
    <message>
        <source>The same deal for everyone today, for this mission: compare runs with friends</source>
        <translation>La même donne pour tout le monde aujourd’hui, pour cette mission : comparez vos runs entre amis</translation>
    </message>
    <message>
        <source>This is a replay: nothing can be played here. &quot;Play from here&quot; starts a new game at this point.</source>
        <translation>Ceci est une rediffusion : on n’y joue rien. « Jouer à partir d’ici » lance une nouvelle partie à ce point.</translation>
    </message>
    <message>
        <source>Seen by</source>
        <translation>Vue de</translation>
    </message>
    <message>
        <source>Whoever decides</source>
        <translation>Qui décide</translation>
    </message>
    <message>
        <source>Whose hand the replay shows</source>
        <translation>La main que montre la rediffusion</translation>
    </message>
    <message>
        <source>Show every hand</source>
        <translation>Montrer toutes les mains</translation>
    </message>
    <message>
        <source>After the game, nothing is secret: list every runner&apos;s hand</source>
        <translation>Après la partie, plus de secret : la main de chaque runner</translation>
    </message>
    <message>
        <source>The start of the game (Home)</source>
        <translation>Le début de la partie (Début)</translation>
    </message>
    <message>
        <source>The previous turn (Page Up)</source>
        <translation>Le tour précédent (Page préc.)</translation>
    </message>
    <message>
        <source>One action back (Left)</source>
        <translation>Une action en arrière (Gauche)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Play the game on at the chosen speed (Space)</source>
        <translation>Dérouler la partie à la vitesse choisie (Espace)</translation>
    </message>
    <message>
        <source>One action on (Right)</source>
        <translation>Une action en avant (Droite)</translation>
    </message>
    <message>
        <source>The next turn (Page Down)</source>
        <translation>Le tour suivant (Page suiv.)</translation>
    </message>
    <message>
        <source>The end of the game (End)</source>
        <translation>La fin de la partie (Fin)</translation>
    </message>
    <message>
        <source>Drag to any point of the game</source>
        <translation>Glisser vers n’importe quel moment de la partie</translation>
    </message>
    <message>
        <source>Jump to a turn</source>
        <translation>Aller à un tour</translation>
    </message>
    <message>
        <source>Turn {n}</source>
        <translation>Tour {n}</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jouer à partir d’ici</translation>
    </message>
    <message>
        <source>Start a new game at this point; this record stays as it is</source>
        <translation>Lancer une nouvelle partie à ce point ; cet enregistrement reste tel quel</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Action {n} of {total} · turn {turn} of {turns}</source>
        <translation>Action {n} sur {total} · tour {turn} sur {turns}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand: {cards}</source>
        <translation>Main de {name} : {cards}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>Step through this game in a read-only table, from where its save starts</source>
        <translation>Parcourir cette partie sur une table en lecture seule, depuis le début de sa sauvegarde</translation>
    </message>
    <message>
        <source>{name}&apos;s hand{role}</source>
        <translation>Main de {name}{role}</translation>
    </message>
    <message>
        <source>The game Continue would have resumed is kept as the save “{name}”: Load opens it.</source>
        <translation>La partie que Continuer aurait reprise est gardée dans la sauvegarde « {name} » : Charger l’ouvre.</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>Sauvegarde automatique</translation>
    </message>
    <message>
        <source>This game can&apos;t be replayed.</source>
        <translation>Cette partie ne peut pas être rediffusée.</translation>
    </message>
    <message>
        <source>{mission}, seed {seed}: {result}</source>
        <translation>{mission}, graine {seed} : {result}</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>pas terminée</translation>
    </message>
    <message>
        <source>The game history can&apos;t be opened: {why}</source>
        <translation>L’historique des parties ne peut pas être ouvert : {why}</translation>
    </message>
    <message>
        <source>This game could not be added to the history: {why}</source>
        <translation>Cette partie n’a pas pu être ajoutée à l’historique : {why}</translation>
    </message>
    <message>
        <source>This game is kept and goes into the history later: the history file was busy.</source>
        <translation>Cette partie est gardée et entrera dans l&apos;historique plus tard : le fichier de l&apos;historique était occupé.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Rediffusion</translation>
    </message>
    <message>
        <source>This game can&apos;t be replayed: {why}</source>
        <translation>Cette partie ne peut pas être rediffusée : {why}</translation>
    </message>
    <message>
        <source>Export the game&apos;s log</source>
        <translation>Exporter le journal de la partie</translation>
    </message>
    <message>
        <source>Text (*.txt);;Web page (*.html)</source>
        <translation>Texte (*.txt);;Page web (*.html)</translation>
    </message>
    <message>
        <source>Export the statistics</source>
        <translation>Exporter les statistiques</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation>{file} enregistré.</translation>
    </message>
    <message>
        <source>Could not save {file}: {why}</source>
        <translation>Impossible d’enregistrer {file} : {why}</translation>
    </message>
    <message>
        <source>All missions</source>
        <translation>Toutes les missions</translation>
    </message>
    <message>
        <source>Any team size</source>
        <translation>Toute taille d’équipe</translation>
    </message>
    <message>
        <source>Runners: {n}</source>
        <translation>Runners : {n}</translation>
    </message>
    <message>
        <source>Both printings</source>
        <translation>Les deux éditions</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Save the games shown, one row per runner, for a spreadsheet</source>
        <translation>Enregistrer les parties affichées, une ligne par runner, pour un tableur</translation>
    </message>
    <message>
        <source>The game history can&apos;t be read.</source>
        <translation>L’historique des parties est illisible.</translation>
    </message>
    <message>
        <source>Games counted: {n}</source>
        <translation>Parties comptées : {n}</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Au fil du temps</translation>
    </message>
    <message>
        <source>Rounds survived</source>
        <translation>Manches tenues</translation>
    </message>
    <message>
        <source>Dangerous obstacles</source>
        <translation>Obstacles dangereux</translation>
    </message>
    <message>
        <source>Cards bought</source>
        <translation>Cartes achetées</translation>
    </message>
    <message>
        <source>Campaign runners</source>
        <translation>Runners de la campagne</translation>
    </message>
    <message>
        <source>Results by mission and team size</source>
        <translation>Résultats par mission et taille d’équipe</translation>
    </message>
    <message>
        <source>{mission} · {n}</source>
        <translation>{mission} · {n}</translation>
    </message>
    <message>
        <source>Share of wins, aborts and losses by month</source>
        <translation>Part des victoires, replis et défaites par mois</translation>
    </message>
    <message>
        <source>How many rounds the games lasted</source>
        <translation>Nombre de manches des parties</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <source>Damage dealt to runners, by obstacle</source>
        <translation>Dégâts infligés aux runners, par obstacle</translation>
    </message>
    <message>
        <source>Damage dealt</source>
        <translation>Dégâts infligés</translation>
    </message>
    <message>
        <source>Games it ended</source>
        <translation>Parties qu’il a terminées</translation>
    </message>
    <message>
        <source>Cards bought: games they were bought in, and of those won</source>
        <translation>Cartes achetées : parties où elles l’ont été, et parmi elles les victoires</translation>
    </message>
    <message>
        <source>Games bought in</source>
        <translation>Parties où achetée</translation>
    </message>
    <message>
        <source>Of those won</source>
        <translation>Dont victoires</translation>
    </message>
    <message>
        <source>Karma earned and spent over the missions</source>
        <translation>Karma gagné et dépensé au fil des missions</translation>
    </message>
    <message>
        <source>{name}: earned</source>
        <translation>{name} : gagné</translation>
    </message>
    <message>
        <source>{name}: spent</source>
        <translation>{name} : dépensé</translation>
    </message>
    <message>
        <source>HP lost, mission by mission</source>
        <translation>PV perdus, mission par mission</translation>
    </message>
    <message numerus="yes">
        <source>Play a mission with %n runner(s)</source>
        <translation>
            <numerusform>Jouer une mission avec %n Runner</numerusform>
            <numerusform>Jouer une mission avec %n Runners</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n level(s)</source>
        <translation>
            <numerusform>%n niveau</numerusform>
            <numerusform>%n niveaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n level damage marker(s) to place.</source>
        <translation>
            <numerusform>{card} : %n marqueur de dégâts de niveau à placer.</numerusform>
            <numerusform>{card} : %n marqueurs de dégâts de niveau à placer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n tour</numerusform>
            <numerusform>%n tours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n obstacle(s) defeated</source>
        <translation>
            <numerusform>%n obstacle vaincu</numerusform>
            <numerusform>%n obstacles vaincus</numerusform>
        </translation>
    </message>
    <message>
        <source>Crossfire level {lvl}</source>
        <translation>Niveau Crossfire {lvl}</translation>
    </message>
    <message numerus="yes">
        <source>%n mission(s): {parts}</source>
        <translation>
            <numerusform>%n mission : {parts}</numerusform>
            <numerusform>%n missions : {parts}</numerusform>
        </translation>
    </message>
    <message>
        <source>The computer plays {runner}.</source>
        <translation>L&apos;ordinateur joue {runner}.</translation>
    </message>
    <message>
        <source>Difficulty: {difficulty} · {upgrades}</source>
        <translation>Difficulté : {difficulty} · {upgrades}</translation>
    </message>
    <message>
        <source>The same seed deals the same cards: replay a game, or play the same deal as a friend</source>
        <translation>La même graine distribue les mêmes cartes : rejouez une partie, ou jouez la même donne qu&apos;un ami</translation>
    </message>
    <message numerus="yes">
        <source>{card} clears %n level(s) of {obstacle}.</source>
        <translation>
            <numerusform>{card} efface %n niveau de {obstacle}.</numerusform>
            <numerusform>{card} efface %n niveaux de {obstacle}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{source}: you can&apos;t play more than %n card(s) on your turn.</source>
        <translation>
            <numerusform>{source} : vous ne pouvez pas jouer plus de %n carte pendant votre tour.</numerusform>
            <numerusform>{source} : vous ne pouvez pas jouer plus de %n cartes pendant votre tour.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard %n card(s).</source>
        <translation>
            <numerusform>Défaussez %n carte.</numerusform>
            <numerusform>Défaussez %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>{obstacle} now faces you. Read its &lt;b&gt;damage track&lt;/b&gt; from left to right: {track}. Boxes are cleared in order. Its Attack Strength is {attack}: in &lt;b&gt;Take Damage&lt;/b&gt; it hits the runner it faces. Defeat it and it pays its &lt;b&gt;reward&lt;/b&gt;, {reward}¥ (the ¥ figure on the card): the runners share it 1¥ at a time round the table, starting with the one whose turn it is. Playing solo, you get it all.</source>
        <translation>{obstacle} vous fait maintenant face. Lisez sa &lt;b&gt;piste de dégâts&lt;/b&gt; de gauche à droite : {track}. Les cases s&apos;effacent dans l&apos;ordre. Sa force d&apos;attaque est {attack} : pendant &lt;b&gt;Subir les dégâts&lt;/b&gt;, il frappe le Runner auquel il fait face. Vaincu, il paie sa &lt;b&gt;récompense&lt;/b&gt;, {reward}¥ (le chiffre ¥ de la carte) : les Runners se la partagent 1¥ à la fois autour de la table, en commençant par celui dont c&apos;est le tour. En solo, tout est pour vous.</translation>
    </message>
    <message>
        <source>Finish the Client&apos;s turn as you finish yours: press &lt;b&gt;End the Client&apos;s turn&lt;/b&gt; (or Space), then apply the assist&apos;s damage. After the Client&apos;s turn, round 2 begins.</source>
        <translation>Terminez le tour du Client comme le vôtre : appuyez sur &lt;b&gt;Terminer le tour du Client&lt;/b&gt; (ou Espace), puis appliquez les dégâts de l&apos;aide. Après le tour du Client, le round 2 commence.</translation>
    </message>
    <message>
        <source>{obstacle} was defeated and paid its reward: {reward}¥ to you (you have {total}¥ now). </source>
        <translation>{obstacle} a été vaincu et a payé sa récompense : {reward}¥ pour vous (vous avez maintenant {total}¥). </translation>
    </message>
    <message numerus="yes">
        <source>No Crossfire card for the first %n round(s).</source>
        <translation>
            <numerusform>Pas de carte Crossfire pendant le premier round.</numerusform>
            <numerusform>Pas de carte Crossfire pendant les %n premiers rounds.</numerusform>
        </translation>
    </message>
    <message>
        <source>{challenge} can&apos;t be chosen {times} times (the most is {max}).</source>
        <translation>{challenge} ne peut pas être choisi {times} fois (au plus {max}).</translation>
    </message>
    <message numerus="yes">
        <source>{name} ({file}): %n card(s)</source>
        <translation>
            <numerusform>{name} ({file}) : %n carte</numerusform>
            <numerusform>{name} ({file}) : %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n broken pack(s) left out (see Your cards)</source>
        <translation>
            <numerusform>%n paquet abîmé laissé de côté (voir Vos cartes)</numerusform>
            <numerusform>%n paquets abîmés laissés de côté (voir Vos cartes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} - %n card(s) ({file})</source>
        <translation>
            <numerusform>{name} - %n carte ({file})</numerusform>
            <numerusform>{name} - %n cartes ({file})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No Crossfire card for %n more round(s)</source>
        <translation>
            <numerusform>Pas de carte Crossfire pendant encore %n round</numerusform>
            <numerusform>Pas de carte Crossfire pendant encore %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pick %n card(s) to discard</source>
        <translation>
            <numerusform>Choisissez %n carte à défausser</numerusform>
            <numerusform>Choisissez %n cartes à défausser</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pick up to %n card(s) to discard</source>
        <translation>
            <numerusform>Choisissez jusqu&apos;à %n carte à défausser</numerusform>
            <numerusform>Choisissez jusqu&apos;à %n cartes à défausser</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick {low} to {high} cards to discard</source>
        <translation>Choisissez de {low} à {high} cartes à défausser</translation>
    </message>
    <message numerus="yes">
        <source>Pick exactly %n</source>
        <translation>
            <numerusform>Choisissez exactement %n option</numerusform>
            <numerusform>Choisissez exactement %n options</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pick up to %n</source>
        <translation>
            <numerusform>Choisissez jusqu&apos;à %n option</numerusform>
            <numerusform>Choisissez jusqu&apos;à %n options</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick {low} to {high}</source>
        <translation>Choisissez de {low} à {high} options</translation>
    </message>
    <message numerus="yes">
        <source>{rule} (%n picked)</source>
        <translation>
            <numerusform>{rule} (%n choisie)</numerusform>
            <numerusform>{rule} (%n choisies)</numerusform>
        </translation>
    </message>
    <message>
        <source>No sound on this computer: the sound library {lib} could not be loaded. The game plays silently; on Debian/Ubuntu, installing libpulse0 brings the sounds.</source>
        <translation>Pas de son sur cet ordinateur : la bibliothèque audio {lib} n&apos;a pas pu être chargée. Le jeu reste silencieux ; sous Debian/Ubuntu, installer libpulse0 apporte les sons.</translation>
    </message>
    <message>
        <source>No sound on this computer: no audio output was found. The game plays silently.</source>
        <translation>Pas de son sur cet ordinateur : aucune sortie audio n&apos;a été trouvée. Le jeu reste silencieux.</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avancé</translation>
    </message>
    <message>
        <source>A turn: play cards, apply damage, take damage, draw &amp; buy, end.</source>
        <translation>Un tour : jouer des cartes, appliquer les dégâts, subir les dégâts, piocher et acheter, finir.</translation>
    </message>
    <message>
        <source>Damage tracks are cleared box by box, left to right; a coloured box needs damage of its colour.</source>
        <translation>Les pistes de dégâts s&apos;effacent case par case, de gauche à droite ; une case colorée demande des dégâts de sa couleur.</translation>
    </message>
    <message>
        <source>A defeated obstacle pays its reward in nuyen; spend it in the Black Market.</source>
        <translation>Un obstacle vaincu paie sa récompense en nuyens ; dépensez-les au Marché Noir.</translation>
    </message>
    <message>
        <source>Cards with an ASSIST box can be played on another runner&apos;s turn, or the Client&apos;s.</source>
        <translation>Les cartes avec une case ASSIST se jouent pendant le tour d&apos;un autre Runner, ou celui du Client.</translation>
    </message>
    <message>
        <source>The Crossfire level rises each round an event reaches the discard; clear the table to stop it.</source>
        <translation>Le niveau Crossfire monte à chaque round où un événement arrive dans la défausse ; videz la table pour l&apos;en empêcher.</translation>
    </message>
    <message>
        <source>Tutorial complete</source>
        <translation>Tutoriel terminé</translation>
    </message>
    <message>
        <source>What you learned:</source>
        <translation>Ce que vous avez appris :</translation>
    </message>
    <message>
        <source>Next, a real mission: &lt;b&gt;Crossfire&lt;/b&gt; is the standard one for 2 to 4 runners, &lt;b&gt;Extraction&lt;/b&gt; can be played solo like this one. You can also finish this game first.</source>
        <translation>Ensuite, une vraie mission : &lt;b&gt;Crossfire&lt;/b&gt; est la mission standard pour 2 à 4 Runners, &lt;b&gt;Extraction&lt;/b&gt; se joue en solo comme celle-ci. Vous pouvez aussi finir cette partie d&apos;abord.</translation>
    </message>
    <message>
        <source>Keep playing this game</source>
        <translation>Continuer cette partie</translation>
    </message>
    <message>
        <source>Start a real mission</source>
        <translation>Commencer une vraie mission</translation>
    </message>
    <message>
        <source>{card} reveals nothing: a chain of obstacles bringing each other into play stops here.</source>
        <translation>{card} ne révèle rien : une chaîne d&apos;obstacles qui se mettent en jeu les uns les autres s&apos;arrête ici.</translation>
    </message>
    <message>
        <source>This mission can&apos;t start: {why}</source>
        <translation>Cette mission ne peut pas commencer : {why}</translation>
    </message>
    <message>
        <source>Can&apos;t import: {why}</source>
        <translation>Importation impossible : {why}</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>En jeu</translation>
    </message>
    <message>
        <source>{name} ({meta}) takes {n} damage.</source>
        <translation>{name} ({meta}) subit {n} dégâts.</translation>
    </message>
    <message>
        <source>In play: cards played with no target and cards placed on the table. Drop a card here to play it with no target.</source>
        <translation>En jeu : les cartes jouées sans cible et les cartes posées sur la table. Déposez une carte ici pour la jouer sans cible.</translation>
    </message>
    <message>
        <source>At the table: {names}</source>
        <translation>À la table : {names}</translation>
    </message>
    <message>
        <source>Away: {names}</source>
        <translation>Absents : {names}</translation>
    </message>
    <message>
        <source>Waiting for {name} to come back…</source>
        <translation>En attente du retour de {name}…</translation>
    </message>
    <message>
        <source>{runner} decides</source>
        <translation>{runner} décide</translation>
    </message>
    <message>
        <source>The table moved on before your action arrived: look again and retry.</source>
        <translation>La table a avancé avant que votre action n’arrive : regardez à nouveau et recommencez.</translation>
    </message>
    <message>
        <source>Chat (Enter)</source>
        <translation>Discussion (Entrée)</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Quitter la table</translation>
    </message>
    <message>
        <source>Connected to the host again: the table is up to date.</source>
        <translation>De nouveau connecté à l’hôte : la table est à jour.</translation>
    </message>
    <message>
        <source>{name} lost the connection: the table waits for them to come back…</source>
        <translation>{name} a perdu la connexion : la table attend son retour…</translation>
    </message>
    <message>
        <source>{name} is back at the table.</source>
        <translation>{name} est de retour à la table.</translation>
    </message>
    <message>
        <source>That campaign can&apos;t be read: open it from Campaigns to see why.</source>
        <translation>Cette campagne est illisible : ouvrez-la depuis Campagnes pour savoir pourquoi.</translation>
    </message>
    <message>
        <source>{name} ({meta}), {karma} Karma: {stickers}</source>
        <translation>{name} ({meta}), {karma} de Karma : {stickers}</translation>
    </message>
    <message>
        <source>Can&apos;t host on port {port}: {why}</source>
        <translation>Impossible d’héberger sur le port {port} : {why}</translation>
    </message>
    <message>
        <source>Players join at {addresses} (port {port}) with the join code {code}</source>
        <translation>Les joueurs rejoignent à {addresses} (port {port}) avec le code d’accès {code}</translation>
    </message>
    <message>
        <source>The campaign&apos;s mission is over: host its next mission here.</source>
        <translation>La mission de la campagne est terminée : hébergez ici sa prochaine mission.</translation>
    </message>
    <message>
        <source>The mission is over. This is a new game at the same table: the players still connected keep their seats; Start the mission deals it newly shuffled.</source>
        <translation>La mission est terminée. Voici une nouvelle partie à la même table : les joueurs encore connectés gardent leurs places ; Lancer la mission la distribue de nouveau mélangée.</translation>
    </message>
    <message>
        <source>Nobody plays these seats yet: {seats}. A player takes each, or it becomes an AI seat.</source>
        <translation>Personne ne joue encore ces places : {seats}. Un joueur prend chacune, ou elle devient une place IA.</translation>
    </message>
    <message>
        <source>Type the host&apos;s address and the join code.</source>
        <translation>Saisissez l’adresse de l’hôte et le code d’accès.</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Connexion à {address}…</translation>
    </message>
    <message>
        <source>Joined. Take a seat and say you are ready.</source>
        <translation>Vous êtes à la table. Prenez une place et dites que vous êtes prêt.</translation>
    </message>
    <message>
        <source>The host opened the table for a new game: say you are ready.</source>
        <translation>L’hôte a ouvert la table pour une nouvelle partie : dites que vous êtes prêt.</translation>
    </message>
    <message>
        <source>At {address}</source>
        <translation>Chez {address}</translation>
    </message>
    <message>
        <source>The host refused: {why}</source>
        <translation>L’hôte a refusé : {why}</translation>
    </message>
    <message>
        <source>The host&apos;s record of this game can&apos;t be kept in the History: {why}</source>
        <translation>Le relevé de cette partie envoyé par l&apos;hôte ne peut pas être gardé dans l&apos;historique : {why}</translation>
    </message>
    <message>
        <source>Could not connect: {why}</source>
        <translation>Connexion impossible : {why}</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>fermée</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>L&apos;hôte a fermé la table.</translation>
    </message>
    <message>
        <source>The host can&apos;t be reached; leave the table and join again later.</source>
        <translation>L’hôte est injoignable ; quittez la table et revenez plus tard.</translation>
    </message>
    <message>
        <source>Lost the connection to the host — trying again…</source>
        <translation>Connexion à l’hôte perdue — nouvelle tentative…</translation>
    </message>
    <message>
        <source>Crossfire Desktop is already open on this data folder ({folder}). Two copies would share one autosave and write over each other&apos;s games, so this copy does not start.</source>
        <translation>Crossfire Desktop est déjà ouvert sur ce dossier de données ({folder}). Deux copies partageraient une même sauvegarde automatique et écraseraient les parties l&apos;une de l&apos;autre : cette copie ne démarre donc pas.</translation>
    </message>
    <message>
        <source>Its window was brought forward.</source>
        <translation>Sa fenêtre a été mise au premier plan.</translation>
    </message>
    <message>
        <source>Switch to its window, or close it and start again.</source>
        <translation>Passez à sa fenêtre, ou fermez-la puis relancez le jeu.</translation>
    </message>
    <message>
        <source>Nothing was changed: another copy of Crossfire Desktop changed this campaign, and its file can&apos;t be read now: {why}</source>
        <translation>Rien n&apos;a changé : une autre copie de Crossfire Desktop a modifié cette campagne, et son fichier est illisible maintenant : {why}</translation>
    </message>
    <message>
        <source>Nothing was changed: another copy of Crossfire Desktop saved this campaign since you opened it. Its newer version is shown now; make your change again if it is still needed.</source>
        <translation>Rien n&apos;a changé : une autre copie de Crossfire Desktop a enregistré cette campagne depuis que vous l&apos;avez ouverte. Sa version plus récente est affichée maintenant ; refaites votre modification si elle est toujours nécessaire.</translation>
    </message>
    <message>
        <source>Display preferences not saved: they would be over {n} bytes.</source>
        <translation>Préférences d&apos;affichage non enregistrées : elles dépasseraient {n} octets.</translation>
    </message>
    <message>
        <source>Can&apos;t undo: this copy of the game keeps no history.</source>
        <translation>Impossible de défaire : cette copie de la partie ne garde aucun historique.</translation>
    </message>
    <message>
        <source>another copy of Crossfire Desktop saved it since it was opened here</source>
        <translation>une autre copie de Crossfire Desktop l&apos;a enregistré depuis son ouverture ici</translation>
    </message>
    <message>
        <source>another copy of Crossfire Desktop is writing it; try again</source>
        <translation>une autre copie de Crossfire Desktop est en train de l&apos;écrire ; réessayez</translation>
    </message>
    <message>
        <source>This campaign plays with card packs that are not in your packs folder, so the game would start without them: {packs}. Import them under Your cards.</source>
        <translation>Cette campagne se joue avec des paquets de cartes absents de votre dossier de paquets, la partie commencerait donc sans eux : {packs}. Importez-les dans Vos cartes.</translation>
    </message>
    <message>
        <source>{obstacle} loses no level: the damage placed there is wasted.</source>
        <translation>{obstacle} ne perd aucun niveau : les dégâts placés là sont perdus.</translation>
    </message>
    <message>
        <source>The autosave can&apos;t be read: Load says why.</source>
        <translation>La sauvegarde automatique est illisible : Charger dit pourquoi.</translation>
    </message>
    <message>
        <source>{mission} · {runners} · {result}, round {n}</source>
        <translation>{mission} · {runners} · {result}, round {n}</translation>
    </message>
    <message>
        <source>{mission} · {runners} · Round {n}</source>
        <translation>{mission} · {runners} · Round {n}</translation>
    </message>
    <message>
        <source>— Resumed here —</source>
        <translation>— Reprise ici —</translation>
    </message>
    <message>
        <source>{card} clears nothing on {obstacle}: its damage would be wasted there.</source>
        <translation>{card} n&apos;efface rien sur {obstacle} : ses dégâts y seraient perdus.</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>Lecture de {file}…</translation>
    </message>
    <message>
        <source>Opening “{name}”…</source>
        <translation>Ouverture de « {name} »…</translation>
    </message>
    <message>
        <source>Resume hosting {mission} (in the lobby)</source>
        <translation>Reprendre l&apos;hébergement de {mission} (dans le salon)</translation>
    </message>
    <message>
        <source>Resume hosting {mission} (at its start)</source>
        <translation>Reprendre l&apos;hébergement de {mission} (à son début)</translation>
    </message>
    <message>
        <source>Resume hosting {mission} (round {n})</source>
        <translation>Reprendre l&apos;hébergement de {mission} (manche {n})</translation>
    </message>
    <message>
        <source>The table you hosted can&apos;t be read ({why}); {file} is left as it is.</source>
        <translation>La table que vous hébergiez est illisible ({why}) ; {file} est laissé tel quel.</translation>
    </message>
    <message>
        <source>The table you hosted can&apos;t be read ({why}); it was kept as {file}.</source>
        <translation>La table que vous hébergiez est illisible ({why}) ; elle a été gardée sous le nom {file}.</translation>
    </message>
    <message>
        <source>The table can&apos;t be written to {file}: {why}</source>
        <translation>Impossible d&apos;écrire la table dans {file} : {why}</translation>
    </message>
    <message>
        <source>{name} decides at another computer.</source>
        <translation>{name} décide sur un autre ordinateur.</translation>
    </message>
    <message>
        <source>{name} is played by the computer: it makes its own moves.</source>
        <translation>{name} est joué par l’ordinateur : il décide de ses propres coups.</translation>
    </message>
    <message numerus="yes">
        <source>Mission odds: the estimate stopped after %n game(s).</source>
        <translation>
            <numerusform>Chances de la mission : l&apos;estimation s&apos;est arrêtée après %n partie.</numerusform>
            <numerusform>Chances de la mission : l&apos;estimation s&apos;est arrêtée après %n parties.</numerusform>
        </translation>
    </message>
    <message>
        <source>Can&apos;t undo: {runner}&apos;s action was played at another computer, and only its player can take it back.</source>
        <translation>Impossible de défaire : l&apos;action de {runner} a été jouée sur un autre ordinateur, et seul son joueur peut la reprendre.</translation>
    </message>
    <message>
        <source>Nothing of yours to undo: Undo takes back your own last action only, before any hidden card is revealed.</source>
        <translation>Rien à vous à défaire : Défaire ne reprend que votre propre dernière action, avant qu&apos;une carte cachée soit révélée.</translation>
    </message>
    <message>
        <source>The table is kept after every action.</source>
        <translation>La table est enregistrée après chaque action.</translation>
    </message>
    <message>
        <source>The other players lose their table. Play over the network, then Resume hosting, picks it up later with the same join code.</source>
        <translation>Les autres joueurs perdent leur table. Jouer en réseau, puis Reprendre l&apos;hébergement, la reprend plus tard avec le même code d’accès.</translation>
    </message>
    <message>
        <source>The host keeps the game.</source>
        <translation>L’hôte garde la partie.</translation>
    </message>
    <message>
        <source>The computer plays for {name} until they come back</source>
        <translation>L’ordinateur joue pour {name} jusqu’à son retour</translation>
    </message>
    <message numerus="yes">
        <source>{card} can go on %n obstacle(s): pick one with Tab, then press Enter.</source>
        <translation>
            <numerusform>{card} peut aller sur %n obstacle : choisissez-le avec Tab, puis appuyez sur Entrée.</numerusform>
            <numerusform>{card} peut aller sur %n obstacles : choisissez-en un avec Tab, puis appuyez sur Entrée.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play {card} from {source} at {target}</source>
        <translation>Jouer {card} depuis {source} sur {target}</translation>
    </message>
    <message numerus="yes">
        <source>{obstacle} loses %n level(s).</source>
        <translation>
            <numerusform>{obstacle} perd %n niveau.</numerusform>
            <numerusform>{obstacle} perd %n niveaux.</numerusform>
        </translation>
    </message>
    <message>
        <source>{obstacles} lose no level: the damage placed there is wasted.</source>
        <translation>{obstacles} ne perdent aucun niveau : les dégâts placés là sont perdus.</translation>
    </message>
    <message>
        <source>Key {n}, then an obstacle or In play</source>
        <translation>Touche {n}, puis un obstacle ou En jeu</translation>
    </message>
    <message>
        <source>Its damage is lost there: Tab to an obstacle to use it.</source>
        <translation>Ses dégâts y sont perdus : Tab jusqu&apos;à un obstacle pour les utiliser.</translation>
    </message>
    <message>
        <source>{card} is played In play, with no target.</source>
        <translation>{card} est jouée En jeu, sans cible.</translation>
    </message>
    <message>
        <source>{runner}&apos;s discard</source>
        <translation>la défausse de {runner}</translation>
    </message>
    <message>
        <source>{rule}: click them in the order you want, or press their numbers in that order, then Enter.</source>
        <translation>{rule} : cliquez-les dans l&apos;ordre voulu, ou appuyez sur leurs numéros dans cet ordre, puis Entrée.</translation>
    </message>
    <message>
        <source>{rule}: click your picks or press their numbers, then Enter.</source>
        <translation>{rule} : cliquez vos choix ou appuyez sur leurs numéros, puis Entrée.</translation>
    </message>
    <message numerus="yes">
        <source>{obstacles} lose %n level(s) each.</source>
        <translation>
            <numerusform>{obstacles} perdent %n niveau chacun.</numerusform>
            <numerusform>{obstacles} perdent %n niveaux chacun.</numerusform>
        </translation>
    </message>
    <message>
        <source>Damage this turn: {colored}/{cn} {color}, {total}/{tn} in all.</source>
        <translation>Dégâts ce tour : {colored}/{cn} {color}, {total}/{tn} en tout.</translation>
    </message>
    <message>
        <source>{mission} is played by {least} to {most} runners.</source>
        <translation>{mission} se joue de {least} à {most} runners.</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>endommagée</translation>
    </message>
    <message>
        <source>set aside, its backup is left</source>
        <translation>mis de côté, il reste sa copie de secours</translation>
    </message>
    <message>
        <source>a name this version can&apos;t use</source>
        <translation>un nom que cette version ne peut pas utiliser</translation>
    </message>
    <message>
        <source>from a newer version</source>
        <translation>d&apos;une version plus récente</translation>
    </message>
    <message>
        <source>from an older version this one can&apos;t read</source>
        <translation>d&apos;une version trop ancienne pour celle-ci</translation>
    </message>
    <message>
        <source>not a saved game</source>
        <translation>pas une partie sauvegardée</translation>
    </message>
    <message>
        <source>too big</source>
        <translation>trop volumineuse</translation>
    </message>
    <message>
        <source>can&apos;t be opened</source>
        <translation>impossible à ouvrir</translation>
    </message>
    <message>
        <source>in use by another copy of the game</source>
        <translation>utilisée par une autre copie du jeu</translation>
    </message>
    <message>
        <source>A campaign game</source>
        <translation>Une partie de campagne</translation>
    </message>
    <message>
        <source>{title} ({file}) — can&apos;t be read: {why}</source>
        <translation>{title} ({file}) — illisible : {why}</translation>
    </message>
    <message numerus="yes">
        <source>{mission} is played by %n runner(s) only.</source>
        <translation>
            <numerusform>{mission} se joue à %n runner seulement.</numerusform>
            <numerusform>{mission} se joue à %n runners seulement.</numerusform>
        </translation>
    </message>
    <message>
        <source>{runner}&apos;s {card} played In play is taken back.</source>
        <translation>{card} jouée En jeu par {runner} est reprise.</translation>
    </message>
    <message>
        <source>Take back {runner}&apos;s {card} played In play?</source>
        <translation>Reprendre {card} jouée En jeu par {runner} ?</translation>
    </message>
    <message>
        <source>{runner}&apos;s {card} on {target} is taken back.</source>
        <translation>{card} jouée par {runner} sur {target} est reprise.</translation>
    </message>
    <message>
        <source>Take back {runner}&apos;s {card} on {target}?</source>
        <translation>Reprendre {card} jouée par {runner} sur {target} ?</translation>
    </message>
    <message>
        <source>{runner}&apos;s purchase of {card} is taken back.</source>
        <translation>L&apos;achat de {card} par {runner} est repris.</translation>
    </message>
    <message>
        <source>Take back {runner}&apos;s purchase of {card}?</source>
        <translation>Reprendre l&apos;achat de {card} par {runner} ?</translation>
    </message>
    <message>
        <source>{runner}&apos;s damage on {target} is taken back.</source>
        <translation>Les dégâts de {runner} sur {target} sont repris.</translation>
    </message>
    <message>
        <source>Take back {runner}&apos;s damage on {target}?</source>
        <translation>Reprendre les dégâts de {runner} sur {target} ?</translation>
    </message>
    <message>
        <source>{runner}&apos;s move of a placed card to {target} is taken back.</source>
        <translation>Le déplacement d&apos;une carte posée vers {target} par {runner} est repris.</translation>
    </message>
    <message>
        <source>Take back {runner}&apos;s move of a placed card to {target}?</source>
        <translation>Reprendre le déplacement d&apos;une carte posée vers {target} par {runner} ?</translation>
    </message>
    <message>
        <source>Take back {runner}&apos;s use of an upgrade?</source>
        <translation>Reprendre l&apos;utilisation d&apos;une amélioration par {runner} ?</translation>
    </message>
    <message>
        <source>{runner}&apos;s use of {card} is taken back.</source>
        <translation>L&apos;utilisation de {card} par {runner} est reprise.</translation>
    </message>
    <message>
        <source>Take back the last action?</source>
        <translation>Reprendre la dernière action ?</translation>
    </message>
    <message>
        <source>{runner}&apos;s use of an upgrade is taken back.</source>
        <translation>L&apos;utilisation d&apos;une amélioration par {runner} est reprise.</translation>
    </message>
    <message>
        <source>Take back {runner}&apos;s use of {card}?</source>
        <translation>Reprendre l&apos;utilisation de {card} par {runner} ?</translation>
    </message>
    <message>
        <source>{runner}&apos;s choice is taken back.</source>
        <translation>Le choix de {runner} est repris.</translation>
    </message>
    <message>
        <source>Take back {runner}&apos;s choice?</source>
        <translation>Reprendre le choix de {runner} ?</translation>
    </message>
    <message>
        <source>{runner}&apos;s end of the step is taken back.</source>
        <translation>La fin d&apos;étape de {runner} est reprise.</translation>
    </message>
    <message numerus="yes">
        <source>a simple bot&apos;s pick too, worth about {value:.0%} of a win in %n trial game(s)</source>
        <translation>
            <numerusform>aussi le choix d&apos;un bot simple, vaut environ {value:.0%} d&apos;une victoire en %n partie d&apos;essai</numerusform>
            <numerusform>aussi le choix d&apos;un bot simple, vaut environ {value:.0%} d&apos;une victoire en %n parties d&apos;essai</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>worth about {value:.0%} of a win in %n trial game(s); a simple bot&apos;s pick: {base:.0%}</source>
        <translation>
            <numerusform>vaut environ {value:.0%} d&apos;une victoire en %n partie d&apos;essai ; le choix d&apos;un bot simple : {base:.0%}</numerusform>
            <numerusform>vaut environ {value:.0%} d&apos;une victoire en %n parties d&apos;essai ; le choix d&apos;un bot simple : {base:.0%}</numerusform>
        </translation>
    </message>
    <message>
        <source> · keys 1-9 pick, Tab targets, Enter plays, Z zooms</source>
        <translation> · touches 1-9 pour choisir, Tab pour cibler, Entrée pour jouer, Z pour agrandir</translation>
    </message>
    <message>
        <source>Choose a runner other than {runner} (the obstacle&apos;s “you”: the runner it faces).</source>
        <translation>Choisissez un Runner autre que {runner} (le « vous » de l&apos;obstacle : le Runner qui lui fait face).</translation>
    </message>
    <message>
        <source>Choose a runner other than {runner}.</source>
        <translation>Choisissez un Runner autre que {runner}.</translation>
    </message>
    <message>
        <source>{card}&apos;s text is not played by the program: resolve it at the table.</source>
        <translation>Le texte de {card} n&apos;est pas joué par le programme : résolvez-le à la table.</translation>
    </message>
    <message>
        <source>My cards</source>
        <translation>Mes cartes</translation>
    </message>
    <message>
        <source> Its text is not played by the program: the table reminds the players to resolve it. Add an ability below to have it played (or prompted at the right moment).</source>
        <translation> Son texte n&apos;est pas joué par le programme : la table rappelle aux joueurs de le résoudre. Ajoutez une capacité ci-dessous pour qu&apos;il soit joué (ou demandé au bon moment).</translation>
    </message>
    <message>
        <source>Tech</source>
        <translation>Tech</translation>
    </message>
    <message>
        <source>6th World</source>
        <translation>6e Monde</translation>
    </message>
    <message>
        <source>Printed number (NN/MM)</source>
        <translation>Numéro imprimé (NN/MM)</translation>
    </message>
    <message>
        <source>Color</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Nuyen</source>
        <translation>Nuyens</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Damage track</source>
        <translation>Piste de dégâts</translation>
    </message>
    <message>
        <source>Ability text</source>
        <translation>Texte de capacité</translation>
    </message>
    <message>
        <source>Flavor text</source>
        <translation>Texte d&apos;ambiance</translation>
    </message>
    <message>
        <source>Dealt in games</source>
        <translation>Distribuée en partie</translation>
    </message>
    <message>
        <source>Primary effect</source>
        <translation>Effet principal</translation>
    </message>
    <message>
        <source>Crossfire threshold (N+)</source>
        <translation>Seuil Crossfire (N+)</translation>
    </message>
    <message>
        <source>Threshold effect</source>
        <translation>Effet de seuil</translation>
    </message>
    <message>
        <source>Timebomb</source>
        <translation>Retardement</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Exemplaires</translation>
    </message>
    <message>
        <source>Damage: colored points</source>
        <translation>Dégâts : points de couleur</translation>
    </message>
    <message>
        <source>Damage: colorless</source>
        <translation>Dégâts : sans couleur</translation>
    </message>
    <message>
        <source>Damage: levels</source>
        <translation>Dégâts : niveaux</translation>
    </message>
    <message>
        <source>Assist text</source>
        <translation>Texte d&apos;Assist</translation>
    </message>
    <message>
        <source>Requires</source>
        <translation>Requiert</translation>
    </message>
    <message>
        <source>Can be bought</source>
        <translation>Peut être achetée</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texte</translation>
    </message>
    <message>
        <source>Sides (TOML: [{name=..., attack=..., aspects=[...]}])</source>
        <translation>Faces (TOML : [{name=..., attack=..., aspects=[...]}])</translation>
    </message>
    <message>
        <source>{example} (colours or amounts, left to right)</source>
        <translation>{example} (couleurs ou quantités, de gauche à droite)</translation>
    </message>
    <message>
        <source>One box per comma, left to right: a colour ({colors}) or an amount.</source>
        <translation>Une case par virgule, de gauche à droite : une couleur ({colors}) ou une quantité.</translation>
    </message>
    <message>
        <source>Space doesn&apos;t answer this question: pick one of its answers.</source>
        <translation>Espace ne répond pas à cette question : choisissez l&apos;une de ses réponses.</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>champ inconnu</translation>
    </message>
    <message>
        <source>unknown field (did you mean {close}?)</source>
        <translation>champ inconnu (vouliez-vous dire {close} ?)</translation>
    </message>
    <message>
        <source>missing required field</source>
        <translation>champ obligatoire manquant</translation>
    </message>
    <message>
        <source>a track level is a color name or a positive whole number, found {found}</source>
        <translation>une case de piste est un nom de couleur ou un nombre entier positif, trouvé {found}</translation>
    </message>
    <message>
        <source>expected one of {choices}, found {found}</source>
        <translation>attendu : {choices}, trouvé {found}</translation>
    </message>
    <message>
        <source>expected a whole number, found {found}</source>
        <translation>un nombre entier est attendu, trouvé {found}</translation>
    </message>
    <message>
        <source>expected text, found {found}</source>
        <translation>un texte est attendu, trouvé {found}</translation>
    </message>
    <message>
        <source>expected true or false, found {found}</source>
        <translation>true ou false est attendu, trouvé {found}</translation>
    </message>
    <message>
        <source>expected a list, found {found}</source>
        <translation>une liste est attendue, trouvé {found}</translation>
    </message>
    <message>
        <source>expected a table, found {found}</source>
        <translation>une table est attendue, trouvé {found}</translation>
    </message>
    <message>
        <source>must be more than {bound}, found {found}</source>
        <translation>doit être supérieur à {bound}, trouvé {found}</translation>
    </message>
    <message>
        <source>must be at least {bound}, found {found}</source>
        <translation>doit valoir au moins {bound}, trouvé {found}</translation>
    </message>
    <message>
        <source>must be at most {bound}, found {found}</source>
        <translation>doit valoir au plus {bound}, trouvé {found}</translation>
    </message>
    <message>
        <source>must be less than {bound}, found {found}</source>
        <translation>doit être inférieur à {bound}, trouvé {found}</translation>
    </message>
    <message>
        <source>is too long: at most {bound}</source>
        <translation>est trop long : au plus {bound}</translation>
    </message>
    <message>
        <source>too many: at most {bound}</source>
        <translation>trop nombreux : au plus {bound}</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <source>must be a lowercase slug (letters a-z, digits, &apos;_&apos;), found {found}</source>
        <translation>doit être un identifiant en minuscules (lettres a-z, chiffres, &apos;_&apos;), trouvé {found}</translation>
    </message>
    <message>
        <source>a level is either a color or an amount, not both or neither</source>
        <translation>une case est soit une couleur soit une quantité, ni les deux ni aucune</translation>
    </message>
    <message>
        <source>a {type} card is {color}, not {found}</source>
        <translation>une carte {type} est {color}, pas {found}</translation>
    </message>
    <message>
        <source>a complete obstacle needs {fields}</source>
        <translation>un obstacle complet a besoin de : {fields}</translation>
    </message>
    <message>
        <source>a damage track needs at least one level</source>
        <translation>une piste de dégâts a besoin d&apos;au moins une case</translation>
    </message>
    <message>
        <source>a pack can&apos;t set provenance (its cards are marked &apos;entered by the owner&apos;)</source>
        <translation>un paquet ne peut pas définir provenance (ses cartes sont marquées « saisies par le propriétaire »)</translation>
    </message>
    <message>
        <source>not valid UTF-8 text</source>
        <translation>n&apos;est pas un texte UTF-8 valide</translation>
    </message>
    <message>
        <source>not valid TOML at line {line}, column {column}: {why}</source>
        <translation>TOML invalide ligne {line}, colonne {column} : {why}</translation>
    </message>
    <message>
        <source>not valid TOML: {why}</source>
        <translation>TOML invalide : {why}</translation>
    </message>
    <message>
        <source>can&apos;t be read: {why}</source>
        <translation>illisible : {why}</translation>
    </message>
    <message>
        <source>can&apos;t be written: {why}</source>
        <translation>ne peut pas être écrit : {why}</translation>
    </message>
    <message>
        <source>is {size} bytes, over the {limit}-byte limit of a card pack</source>
        <translation>fait {size} octets, au-delà de la limite de {limit} octets d&apos;un paquet de cartes</translation>
    </message>
    <message>
        <source>missing [pack] table (with name = &quot;...&quot;)</source>
        <translation>table [pack] manquante (avec name = &quot;...&quot;)</translation>
    </message>
    <message>
        <source>a pack holds at most {limit} cards (this one has {n})</source>
        <translation>un paquet contient au plus {limit} cartes (celui-ci en a {n})</translation>
    </message>
    <message>
        <source>this pack already has an entry for that card ({first})</source>
        <translation>ce paquet a déjà une entrée pour cette carte ({first})</translation>
    </message>
    <message>
        <source>id {id} is already used by {name}; give this card its own id, or the built-in card&apos;s number to complete it</source>
        <translation>l&apos;id {id} est déjà utilisé par {name} ; donnez à cette carte son propre id, ou le numéro de la carte de la boîte pour la compléter</translation>
    </message>
    <message>
        <source>unknown effect {effect} (the engine has no effect of that name)</source>
        <translation>effet inconnu {effect} (le moteur n&apos;a aucun effet de ce nom)</translation>
    </message>
    <message>
        <source>only {effects} read a later play: {effect} can&apos;t have when = &quot;later_play&quot;</source>
        <translation>seuls {effects} lisent une carte jouée ensuite : {effect} ne peut pas avoir when = &quot;later_play&quot;</translation>
    </message>
    <message>
        <source>an ability resolved at the table needs a moment to come up, not {when} (choose one of: {choices})</source>
        <translation>une capacité résolue à la table a besoin d&apos;un moment où elle survient, pas {when} (choisissez parmi : {choices})</translation>
    </message>
    <message>
        <source>unknown param for effect {effect} (it takes: {known})</source>
        <translation>paramètre inconnu pour l&apos;effet {effect} (il accepte : {known})</translation>
    </message>
    <message>
        <source>missing param (effect {effect} needs it)</source>
        <translation>paramètre manquant (l&apos;effet {effect} en a besoin)</translation>
    </message>
    <message>
        <source>expected a whole number &gt;= 0, found {found}</source>
        <translation>un nombre entier &gt;= 0 est attendu, trouvé {found}</translation>
    </message>
    <message>
        <source>expected a list of text, found {found}</source>
        <translation>une liste de textes est attendue, trouvé {found}</translation>
    </message>
    <message>
        <source>this entry names no card: give the printed number of the card it completes, or a name for a new card</source>
        <translation>cette entrée ne désigne aucune carte : donnez le numéro imprimé de la carte qu&apos;elle complète, ou un nom pour une nouvelle carte</translation>
    </message>
    <message>
        <source>PLAY (played on your turn)</source>
        <translation>JOUÉE (pendant votre tour)</translation>
    </message>
    <message>
        <source>ASSIST (played on another runner&apos;s turn)</source>
        <translation>ASSIST (pendant le tour d&apos;un autre Runner)</translation>
    </message>
    <message>
        <source>[*] DAMAGE (Apply Damage step)</source>
        <translation>DÉGÂTS [*] (étape Appliquer les dégâts)</translation>
    </message>
    <message>
        <source>BUY</source>
        <translation>ACHAT</translation>
    </message>
    <message>
        <source>FLIPPED</source>
        <translation>RÉVÉLÉ</translation>
    </message>
    <message>
        <source>DEFEATED</source>
        <translation>VAINCU</translation>
    </message>
    <message>
        <source>ATTACK (when it attacks)</source>
        <translation>ATTAQUE (quand il attaque)</translation>
    </message>
    <message>
        <source>start of turn</source>
        <translation>début du tour</translation>
    </message>
    <message>
        <source>end of turn</source>
        <translation>fin du tour</translation>
    </message>
    <message>
        <source>before Draw &amp; Buy</source>
        <translation>avant Piocher &amp; acheter</translation>
    </message>
    <message>
        <source>always (static)</source>
        <translation>toujours (statique)</translation>
    </message>
    <message>
        <source>REVEAL (Crossfire event)</source>
        <translation>RÉVÉLÉE (événement Crossfire)</translation>
    </message>
    <message>
        <source>while active (Crossfire event)</source>
        <translation>tant qu&apos;il est actif (événement Crossfire)</translation>
    </message>
    <message>
        <source>TIMEBOMB</source>
        <translation>RETARDEMENT</translation>
    </message>
    <message>
        <source>used by a player</source>
        <translation>utilisée par un joueur</translation>
    </message>
    <message>
        <source>as you play a later card this turn</source>
        <translation>quand vous jouez une autre carte ensuite ce tour-ci</translation>
    </message>
    <message>
        <source>{who} heals {n}</source>
        <translation>{who} se soigne de {n}</translation>
    </message>
    <message>
        <source>you (the runner it faces), current runner, each runner, a chosen runner, another runner</source>
        <translation>vous (le Runner face à lui), le Runner actif, chaque Runner, un Runner choisi, un autre Runner</translation>
    </message>
    <message>
        <source>how many</source>
        <translation>combien</translation>
    </message>
    <message>
        <source>at this Crossfire level or more ...</source>
        <translation>à ce Niveau Crossfire ou plus ...</translation>
    </message>
    <message>
        <source>... this many instead</source>
        <translation>... autant à la place</translation>
    </message>
    <message>
        <source>{who} draws {n}</source>
        <translation>{who} pioche {n}</translation>
    </message>
    <message>
        <source>{who} discards {n}</source>
        <translation>{who} défausse {n}</translation>
    </message>
    <message>
        <source>{who} takes damage {n}</source>
        <translation>{who} subit {n} dégâts</translation>
    </message>
    <message>
        <source>{who} draws {draw} then discards {discard}</source>
        <translation>{who} pioche {draw} puis défausse {discard}</translation>
    </message>
    <message>
        <source>{who} gains or loses {n} nuyen</source>
        <translation>{who} gagne ou perd {n} nuyens</translation>
    </message>
    <message>
        <source>each runner facing a matching obstacle {what} {n}</source>
        <translation>chaque Runner face à un obstacle correspondant {what} {n}</translation>
    </message>
    <message>
        <source>only obstacles of these colors (black, blue, green, red)</source>
        <translation>seulement les obstacles de ces couleurs (black, blue, green, red)</translation>
    </message>
    <message>
        <source>only obstacles of these types (Human, Elf, Dwarf, Ork, Troll, Tech, 6th World)</source>
        <translation>seulement les obstacles de ces types (Human, Elf, Dwarf, Ork, Troll, Tech, 6th World)</translation>
    </message>
    <message>
        <source>deal {n} levels of damage to another obstacle (the current runner picks)</source>
        <translation>infliger {n} niveaux de dégâts à un autre obstacle (le Runner actif choisit)</translation>
    </message>
    <message>
        <source>obstacles heal {n} levels (no n: all); with colors/types every matching one, else this one</source>
        <translation>les obstacles soignent {n} niveaux (sans n : tous) ; avec colors/types chaque obstacle correspondant, sinon celui-ci</translation>
    </message>
    <message>
        <source>reveal {count} obstacles (0: until one matches) and put the matching ones into play</source>
        <translation>révéler {count} obstacles (0 : jusqu&apos;à ce qu&apos;un corresponde) et mettre en jeu ceux qui correspondent</translation>
    </message>
    <message>
        <source>how many to reveal (0: until one matches)</source>
        <translation>combien en révéler (0 : jusqu&apos;à ce qu&apos;un corresponde)</translation>
    </message>
    <message>
        <source>{who} can&apos;t {what} (while it is in play)</source>
        <translation>{who} ne peut pas {what} (tant qu&apos;il est en jeu)</translation>
    </message>
    <message>
        <source>{who} can&apos;t play more than {n} cards a turn</source>
        <translation>{who} ne peut pas jouer plus de {n} cartes par tour</translation>
    </message>
    <message>
        <source>+{amount} Attack Strength to matching obstacles (no colors/types: all)</source>
        <translation>+{amount} de Force d&apos;attaque aux obstacles correspondants (sans colors/types : tous)</translation>
    </message>
    <message>
        <source>when it attacks, it also attacks the {role} unless already facing them</source>
        <translation>quand il attaque, il attaque aussi le {role} s&apos;il ne lui fait pas déjà face</translation>
    </message>
    <message>
        <source>+{n} starting nuyen</source>
        <translation>+{n} nuyens de départ</translation>
    </message>
    <message>
        <source>+{n} starting and maximum HP</source>
        <translation>+{n} Santé de départ et maximum</translation>
    </message>
    <message>
        <source>+{n} starting cards</source>
        <translation>+{n} cartes de départ</translation>
    </message>
    <message>
        <source>+{n} cards in the Black Market offer</source>
        <translation>+{n} cartes dans l&apos;offre du Marché Noir</translation>
    </message>
    <message>
        <source>when you stop being Staggered, draw {n} cards instead of 2</source>
        <translation>quand vous cessez d&apos;être Sonné, piochez {n} cartes au lieu de 2</translation>
    </message>
    <message>
        <source>when an ability makes you discard, draw {n}</source>
        <translation>quand une capacité vous fait défausser, piochez {n}</translation>
    </message>
    <message>
        <source>defeat an obstacle of your main color: heal {n}</source>
        <translation>vaincre un obstacle de votre couleur principale : soignez {n}</translation>
    </message>
    <message>
        <source>defeat an obstacle of your main color: +{n} nuyen</source>
        <translation>vaincre un obstacle de votre couleur principale : +{n} nuyens</translation>
    </message>
    <message>
        <source>defeat an obstacle of your main color: draw {draw}, discard {discard}</source>
        <translation>vaincre un obstacle de votre couleur principale : piochez {draw}, défaussez {discard}</translation>
    </message>
    <message>
        <source>buy a card costing {min_cost}+: gain {n} nuyen</source>
        <translation>acheter une carte coûtant {min_cost}+ : gagnez {n} nuyens</translation>
    </message>
    <message>
        <source>only for cards costing this much or more</source>
        <translation>seulement pour les cartes coûtant autant ou plus</translation>
    </message>
    <message>
        <source>buy a card costing {min_cost}+: you may move 1 obstacle</source>
        <translation>acheter une carte coûtant {min_cost}+ : vous pouvez déplacer 1 obstacle</translation>
    </message>
    <message>
        <source>a card of your main color costing {min_cost}+ costs {n} less</source>
        <translation>une carte de votre couleur principale coûtant {min_cost}+ coûte {n} de moins</translation>
    </message>
    <message>
        <source>the {nth}th card of your main color you buy costs {n} less</source>
        <translation>la {nth}e carte de votre couleur principale que vous achetez coûte {n} de moins</translation>
    </message>
    <message>
        <source>a card you play on another runner&apos;s turn gains +{n} colorless damage</source>
        <translation>une carte jouée pendant le tour d&apos;un autre Runner gagne +{n} dégâts sans couleur</translation>
    </message>
    <message>
        <source>play on another runner&apos;s turn: you may pay {cost} to draw 1</source>
        <translation>jouée pendant le tour d&apos;un autre Runner : vous pouvez payer {cost} pour piocher 1</translation>
    </message>
    <message>
        <source>nuyen to pay</source>
        <translation>nuyens à payer</translation>
    </message>
    <message>
        <source>in Draw &amp; Buy draw {n} more, then discard {discard}</source>
        <translation>à Piocher &amp; acheter, piochez {n} de plus, puis défaussez {discard}</translation>
    </message>
    <message>
        <source>when {attackers}+ obstacles attack you, take {n} less damage</source>
        <translation>quand {attackers}+ obstacles vous attaquent, subissez {n} dégâts de moins</translation>
    </message>
    <message>
        <source>once per turn, 1 {color} damage becomes {colorless} colorless</source>
        <translation>une fois par tour, 1 dégât {color} devient {colorless} sans couleur</translation>
    </message>
    <message>
        <source>a name of its own: counts its once-per-turn/scene/game uses</source>
        <translation>un nom à elle : compte ses utilisations par tour/séquence/partie</translation>
    </message>
    <message>
        <source>once during your turn, pay {cost} nuyen to draw {n}</source>
        <translation>une fois pendant votre tour, payez {cost} nuyens pour piocher {n}</translation>
    </message>
    <message>
        <source>once during your turn, take {damage} damage to draw {n}</source>
        <translation>une fois pendant votre tour, subissez {damage} dégâts pour piocher {n}</translation>
    </message>
    <message>
        <source>once per game, pay {cost} nuyen to heal {n} of a Staggered runner</source>
        <translation>une fois par partie, payez {cost} nuyens pour soigner de {n} un Runner Sonné</translation>
    </message>
    <message>
        <source>resolved at the table: the players read the text and use the table&apos;s tools</source>
        <translation>résolue à la table : les joueurs lisent le texte et utilisent les outils de la table</translation>
    </message>
    <message>
        <source>BROKEN, left out: {file}: {error}</source>
        <translation>ABÎMÉ, laissé de côté : {file} : {error}</translation>
    </message>
    <message numerus="yes">
        <source> (%n more problem(s): select it to read them)</source>
        <translation>
            <numerusform> (%n autre problème : sélectionnez-le pour le lire)</numerusform>
            <numerusform> (%n autres problèmes : sélectionnez-le pour les lire)</numerusform>
        </translation>
    </message>
    <message>
        <source>This pack can&apos;t be loaded and is left out of games. Its file is kept untouched: fix it in a text editor or in the card editor (Edit this pack).</source>
        <translation>Ce paquet ne peut pas être chargé et n&apos;est pas utilisé dans les parties. Son fichier reste intact : corrigez-le dans un éditeur de texte ou dans l&apos;éditeur de cartes (Modifier ce paquet).</translation>
    </message>
    <message>
        <source>File: {file}</source>
        <translation>Fichier : {file}</translation>
    </message>
    <message>
        <source>Ability {n}</source>
        <translation>Capacité {n}</translation>
    </message>
    <message>
        <source>{field}, box {n}</source>
        <translation>{field}, case {n}</translation>
    </message>
    <message>
        <source>write each box as a colour or an amount, left to right, e.g. {example} (found {found})</source>
        <translation>écrivez chaque case comme une couleur ou une quantité, de gauche à droite, par ex. {example} (trouvé {found})</translation>
    </message>
    <message>
        <source>{field}: {problem}</source>
        <translation>{field} : {problem}</translation>
    </message>
    <message>
        <source>card {card}</source>
        <translation>carte {card}</translation>
    </message>
    <message>
        <source>{where}: {problem}</source>
        <translation>{where} : {problem}</translation>
    </message>
    <message numerus="yes">
        <source>... and %n more problem(s)</source>
        <translation>
            <numerusform>... et %n autre problème</numerusform>
            <numerusform>... et %n autres problèmes</numerusform>
        </translation>
    </message>
    <message>
        <source>This game may not have been added to the history: the writing process stopped.</source>
        <translation>Cette partie n’a peut-être pas été ajoutée à l’historique : le processus d’écriture s’est arrêté.</translation>
    </message>
    <message>
        <source>The name the other players see you by</source>
        <translation>Le nom sous lequel les autres joueurs vous voient</translation>
    </message>
    <message>
        <source>The history is busy (another copy of the program is writing it) — trying again…</source>
        <translation>L’historique des parties est occupé (une autre copie du programme l’écrit) — nouvelle tentative…</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>a thousand saves were kept this minute</source>
        <translation>mille sauvegardes ont déjà été gardées cette minute</translation>
    </message>
    <message>
        <source>The game you hosted before ({mission}, round {n}) is kept as the save “{name}”: Load opens it.</source>
        <translation>La partie que vous hébergiez avant ({mission}, manche {n}) est gardée dans la sauvegarde « {name} » : Charger l’ouvre.</translation>
    </message>
    <message>
        <source>Hosting a new table would replace the game you hosted before ({mission}, round {n}), which can&apos;t be kept ({why}): resume it first.</source>
        <translation>Héberger une nouvelle table remplacerait la partie que vous hébergiez avant ({mission}, manche {n}), qui ne peut pas être gardée ({why}) : reprenez-la d’abord.</translation>
    </message>
    <message>
        <source>The game you hosted before ({mission}, round {n}) can&apos;t be kept as a save ({why}); its table file is kept as {file}.</source>
        <translation>La partie que vous hébergiez avant ({mission}, manche {n}) ne peut pas être gardée comme sauvegarde ({why}) ; son fichier de table est gardé sous {file}.</translation>
    </message>
    <message>
        <source>You can rejoin with the same code while the host keeps the table.</source>
        <translation>Vous pouvez revenir avec le même code tant que l’hôte garde la table.</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Quitter la table&#xa0;?</translation>
    </message>
    <message>
        <source>Wrong join code — ask the host for the code on their screen.</source>
        <translation>Code d’accès erroné — demandez à l’hôte le code affiché sur son écran.</translation>
    </message>
    <message>
        <source>Buy in step 4, Draw &amp; Buy: now the game waits for {expected}.</source>
        <translation>Achetez à l&apos;étape 4, Piocher, acheter : le jeu attend maintenant {expected}.</translation>
    </message>
    <message>
        <source>{name} is choosing.</source>
        <translation>{name} fait son choix.</translation>
    </message>
    <message>
        <source>{runner} passes: buys nothing.</source>
        <translation>{runner} passe : n&apos;achète rien.</translation>
    </message>
    <message>
        <source>Take back {runner}&apos;s end of the step?</source>
        <translation>Reprendre la fin d&apos;étape de {runner} ?</translation>
    </message>
    <message>
        <source>Take it back</source>
        <translation>La reprendre</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>La garder</translation>
    </message>
    <message>
        <source>{problem} No new table is hosted while it is there: it would be written over.</source>
        <translation>{problem} Aucune nouvelle table n&apos;est hébergée tant qu&apos;il est là : elle l&apos;écraserait.</translation>
    </message>
    <message>
        <source>Can&apos;t undo: {runner}&apos;s turn has begun at another computer, and taking your action back would take it away.</source>
        <translation>Annulation impossible : le tour de {runner} a commencé sur un autre ordinateur, et reprendre votre action le lui retirerait.</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>You can move one obstacle facing another runner to face you. If you played another WEAPON card anytime during this turn, that obstacle can&apos;t attack this turn.</source>
        <translation>Vous pouvez déplacer un obstacle faisant face à un autre Runner pour qu&apos;il vous fasse face. Si vous avez joué une autre carte WEAPON à un moment de ce tour, cet obstacle ne peut pas attaquer ce tour-ci.</translation>
    </message>
    <message>
        <source>[*] Damage: Choose a runner. Deal this card&apos;s damage to each obstacle and boss facing that runner.</source>
        <translation>[*] Dégâts : choisissez un Runner. Infligez les dégâts de cette carte à chaque obstacle et Boss faisant face à ce Runner.</translation>
    </message>
    <message>
        <source>Other WEAPON cards played this turn deal +[1] damage to each obstacle and boss they damage.</source>
        <translation>Les autres cartes WEAPON jouées ce tour-ci infligent +[1] dégât à chaque obstacle et Boss qu&apos;elles touchent.</translation>
    </message>
    <message>
        <source>[*] Damage: Deal the last two levels of damage on an obstacle&apos;s damage track.</source>
        <translation>[*] Dégâts : infligez les deux derniers niveaux de dégâts de la piste de dégâts d&apos;un obstacle.</translation>
    </message>
    <message>
        <source>Choose another runner. That runner heals 1 HP.</source>
        <translation>Choisissez un autre Runner. Ce Runner se soigne de 1 Santé.</translation>
    </message>
    <message>
        <source>Choose an obstacle. It can&apos;t attack this turn, and Damage: [black]</source>
        <translation>Choisissez un obstacle. Il ne peut pas attaquer ce tour-ci, et Dégâts : [black]</translation>
    </message>
    <message>
        <source>Choose an obstacle. It can&apos;t attack this turn.</source>
        <translation>Choisissez un obstacle. Il ne peut pas attaquer ce tour-ci.</translation>
    </message>
    <message>
        <source>You can move up to one obstacle facing each other runner to face you. Those obstacles can&apos;t attack this turn.</source>
        <translation>Vous pouvez déplacer jusqu&apos;à un obstacle faisant face à chaque autre Runner pour qu&apos;il vous fasse face. Ces obstacles ne peuvent pas attaquer ce tour-ci.</translation>
    </message>
    <message>
        <source>Draw 1 card, then discard 1 card.</source>
        <translation>Piochez 1 carte, puis défaussez 1 carte.</translation>
    </message>
    <message>
        <source>The current runner draws 1 card, then discards 1 card, and Damage: [blue]</source>
        <translation>Le Runner actif pioche 1 carte, puis défausse 1 carte, et Dégâts : [blue]</translation>
    </message>
    <message>
        <source>The current runner draws 1 card, then discards 1 card.</source>
        <translation>Le Runner actif pioche 1 carte, puis défausse 1 carte.</translation>
    </message>
    <message>
        <source>REQUIRES SPELL: You can&apos;t buy this card from the Black Market unless you played a SPELL card this turn.
You can discard your hand. If you do, draw that many cards.</source>
        <translation>REQUIERT SPELL : vous ne pouvez pas acheter cette carte au Marché Noir sauf si vous avez joué une carte SPELL ce tour-ci.
Vous pouvez défausser votre main. Dans ce cas, piochez autant de cartes.</translation>
    </message>
    <message>
        <source>You can discard your hand. If you do, draw that many cards.</source>
        <translation>Vous pouvez défausser votre main. Dans ce cas, piochez autant de cartes.</translation>
    </message>
    <message>
        <source>Reveal the top card of your deck, then put it back on top of your deck. X equals the revealed card&apos;s cost.</source>
        <translation>Révélez la carte du dessus de votre paquet, puis remettez-la sur votre paquet. X est égal au coût de la carte révélée.</translation>
    </message>
    <message>
        <source>Reveal the top 3 cards of your deck, then put them back on top of your deck in any order. X equals the number of SPELL cards revealed this way.</source>
        <translation>Révélez les 3 cartes du dessus de votre paquet, puis remettez-les sur votre paquet dans l&apos;ordre de votre choix. X est égal au nombre de cartes SPELL ainsi révélées.</translation>
    </message>
    <message>
        <source>REQUIRES SPELL: You can&apos;t buy this card from the Black Market unless you played a SPELL card this turn.
[*] Damage: Deal 2 consecutive levels of damage to an obstacle.</source>
        <translation>REQUIERT SPELL : vous ne pouvez pas acheter cette carte au Marché Noir sauf si vous avez joué une carte SPELL ce tour-ci.
[*] Dégâts : infligez 2 niveaux de dégâts consécutifs à un obstacle.</translation>
    </message>
    <message>
        <source>[*] Damage: Deal 1 level of damage to up to 3 different obstacles.</source>
        <translation>[*] Dégâts : infligez 1 niveau de dégâts à jusqu&apos;à 3 obstacles différents.</translation>
    </message>
    <message>
        <source>(Each level marker must be next to a different obstacle.)</source>
        <translation>(Chaque marqueur de niveau doit être à côté d&apos;un obstacle différent.)</translation>
    </message>
    <message>
        <source>If you played another HACKING card anytime during this turn, ICON GRAB also deals +[black], [blue], or [red] damage.</source>
        <translation>Si vous avez joué une autre carte HACKING à un moment de ce tour, ICON GRAB inflige aussi +[black], [blue] ou [red].</translation>
    </message>
    <message>
        <source>Discard a card to return JACKED IN from your discard pile to your hand.</source>
        <translation>Défaussez une carte pour reprendre JACKED IN de votre défausse dans votre main.</translation>
    </message>
    <message>
        <source>Cancel all abilities on one obstacle for the rest of the game, and Damage: [green]</source>
        <translation>Annulez toutes les capacités d&apos;un obstacle jusqu&apos;à la fin de la partie, et Dégâts : [green]</translation>
    </message>
    <message>
        <source>Cancel all abilities on one obstacle for the rest of the game.</source>
        <translation>Annulez toutes les capacités d&apos;un obstacle jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <source>Return a HACKING card from your discard to your hand.</source>
        <translation>Reprenez une carte HACKING de votre défausse dans votre main.</translation>
    </message>
    <message>
        <source>You can play a card with cost 3 or less from another runner&apos;s discard. (Put that card into their discard afterward.) If you discard a HACKING card, you can play a card with any cost instead.</source>
        <translation>Vous pouvez jouer une carte de coût 3 ou moins depuis la défausse d&apos;un autre Runner. (Remettez ensuite cette carte dans sa défausse.) Si vous défaussez une carte HACKING, vous pouvez jouer à la place une carte de n&apos;importe quel coût.</translation>
    </message>
    <message>
        <source>Choose a card with cost 6 or less in the Black Market and play it. Place that card into the Black Market discard afterward. (Immediately flip a new card to replace the card you played.)</source>
        <translation>Choisissez une carte de coût 6 ou moins au Marché Noir et jouez-la. Mettez ensuite cette carte dans la défausse du Marché Noir. (Révélez aussitôt une nouvelle carte pour remplacer celle que vous avez jouée.)</translation>
    </message>
    <message>
        <source>Choose a card with cost 6 or less in the Black Market and play it. Place that card into the Black Market discard afterward.</source>
        <translation>Choisissez une carte de coût 6 ou moins au Marché Noir et jouez-la. Mettez ensuite cette carte dans la défausse du Marché Noir.</translation>
    </message>
    <message>
        <source>You can buy a card from the Black Market. (Pay its cost and put it into your hand immediately.)</source>
        <translation>Vous pouvez acheter une carte au Marché Noir. (Payez son coût et mettez-la aussitôt dans votre main.)</translation>
    </message>
    <message>
        <source>Your next SKILL card purchase costs 1 nuyen less for each SKILL card you played this turn.</source>
        <translation>Votre prochain achat de carte SKILL coûte 1 nuyen de moins pour chaque carte SKILL jouée ce tour-ci.</translation>
    </message>
    <message>
        <source>The current runner pays 1 nuyen less on their next purchase this turn, and Damage: [red]</source>
        <translation>Le Runner actif paie 1 nuyen de moins sur son prochain achat ce tour-ci, et Dégâts : [red]</translation>
    </message>
    <message>
        <source>The current runner pays 1 nuyen less on their next purchase this turn.</source>
        <translation>Le Runner actif paie 1 nuyen de moins sur son prochain achat ce tour-ci.</translation>
    </message>
    <message>
        <source>Choose another runner. That runner draws 1 card and then immediately plays a card.</source>
        <translation>Choisissez un autre Runner. Ce Runner pioche 1 carte puis joue aussitôt une carte.</translation>
    </message>
    <message>
        <source>Choose a runner. That runner heals 2 HP.</source>
        <translation>Choisissez un Runner. Ce Runner se soigne de 2 Santé.</translation>
    </message>
    <message>
        <source>Choose a runner. That runner heals 1 HP, and Damage: [red]</source>
        <translation>Choisissez un Runner. Ce Runner se soigne de 1 Santé, et Dégâts : [red]</translation>
    </message>
    <message>
        <source>Choose a runner. That runner heals 1 HP.</source>
        <translation>Choisissez un Runner. Ce Runner se soigne de 1 Santé.</translation>
    </message>
    <message>
        <source>Reveal cards from the top of your deck one at a time until you reveal a card of a type you already revealed. Draw the other revealed cards; that last card stays on top of your deck.</source>
        <translation>Révélez les cartes du dessus de votre paquet une à une jusqu&apos;à révéler une carte d&apos;un type déjà révélé. Piochez les autres cartes révélées ; cette dernière carte reste sur votre paquet.</translation>
    </message>
    <message>
        <source>Each runner draws 1 card.</source>
        <translation>Chaque Runner pioche 1 carte.</translation>
    </message>
    <message>
        <source>You can&apos;t play more than 2 cards on your turn.</source>
        <translation>Vous ne pouvez pas jouer plus de 2 cartes pendant votre tour.</translation>
    </message>
    <message>
        <source>You can&apos;t be healed and can&apos;t heal any runner.</source>
        <translation>Vous ne pouvez pas être soigné ni soigner un Runner.</translation>
    </message>
    <message>
        <source>You can&apos;t be healed</source>
        <translation>Vous ne pouvez pas être soigné</translation>
    </message>
    <message>
        <source>and can&apos;t heal any runner.</source>
        <translation>et ne pouvez soigner aucun Runner.</translation>
    </message>
    <message>
        <source>You can&apos;t buy cards.</source>
        <translation>Vous ne pouvez pas acheter de cartes.</translation>
    </message>
    <message>
        <source>DEFEATED: Choose a runner. That runner heals 1 HP.</source>
        <translation>VAINCU : choisissez un Runner. Ce Runner se soigne de 1 Santé.</translation>
    </message>
    <message>
        <source>FLIPPED: You can cycle 1 non-SPELL card in the Black Market.</source>
        <translation>RÉVÉLÉ : vous pouvez renouveler 1 carte non-SPELL du Marché Noir.</translation>
    </message>
    <message>
        <source>DEFEATED: Choose another runner. That runner draws 1 card.</source>
        <translation>VAINCU : choisissez un autre Runner. Ce Runner pioche 1 carte.</translation>
    </message>
    <message>
        <source>When this obstacle attacks, it heals 1 level.</source>
        <translation>Quand cet obstacle attaque, il se soigne de 1 niveau.</translation>
    </message>
    <message>
        <source>FLIPPED: You discard 1 card.</source>
        <translation>RÉVÉLÉ : vous défaussez 1 carte.</translation>
    </message>
    <message>
        <source>DEFEATED: Deal 1 level of damage to another obstacle.</source>
        <translation>VAINCU : infligez 1 niveau de dégâts à un autre obstacle.</translation>
    </message>
    <message>
        <source>DEFEATED: Choose another runner. That runner draws 1 card, then discards 1 card.</source>
        <translation>VAINCU : choisissez un autre Runner. Ce Runner pioche 1 carte, puis défausse 1 carte.</translation>
    </message>
    <message>
        <source>When LONE STAR TROOPER attacks, it also attacks the Street Samurai unless it&apos;s already facing that runner.</source>
        <translation>Quand LONE STAR TROOPER attaque, il attaque aussi le Street Samurai, sauf s&apos;il fait déjà face à ce Runner.</translation>
    </message>
    <message>
        <source>When SPIRIT OF AIR attacks, it also attacks the Mage unless it&apos;s already facing that runner.</source>
        <translation>Quand SPIRIT OF AIR attaque, il attaque aussi le Mage, sauf s&apos;il fait déjà face à ce Runner.</translation>
    </message>
    <message>
        <source>FLIPPED, 2+: Each runner facing a Red obstacle discards 2 cards.</source>
        <translation>RÉVÉLÉ, 2+ : chaque Runner faisant face à un obstacle rouge défausse 2 cartes.</translation>
    </message>
    <message>
        <source>You can&apos;t draw cards.</source>
        <translation>Vous ne pouvez pas piocher de cartes.</translation>
    </message>
    <message>
        <source>Runners can&apos;t be healed.</source>
        <translation>Les Runners ne peuvent pas être soignés.</translation>
    </message>
    <message>
        <source>DEFEATED: Choose a runner. That runner heals 2 HP.</source>
        <translation>VAINCU : choisissez un Runner. Ce Runner se soigne de 2 Santé.</translation>
    </message>
    <message>
        <source>FLIPPED: Deal 1 level of damage to another obstacle.</source>
        <translation>RÉVÉLÉ : infligez 1 niveau de dégâts à un autre obstacle.</translation>
    </message>
    <message>
        <source>FLIPPED: You draw 2 cards, then discard 1 card.</source>
        <translation>RÉVÉLÉ : vous piochez 2 cartes, puis défaussez 1 carte.</translation>
    </message>
    <message>
        <source>You can&apos;t draw cards. Any runner can discard a SKILL card to cancel this ability until the start of the next turn.</source>
        <translation>Vous ne pouvez pas piocher de cartes. N&apos;importe quel Runner peut défausser une carte SKILL pour annuler cette capacité jusqu&apos;au début du prochain tour.</translation>
    </message>
    <message>
        <source>DEFEATED: Choose a runner. That runner takes 1 damage.</source>
        <translation>VAINCU : choisissez un Runner. Ce Runner subit 1 dégât.</translation>
    </message>
    <message>
        <source>The Attack Strength of each green obstacle and each red obstacle is increased by 1.</source>
        <translation>La force d&apos;attaque de chaque obstacle vert et de chaque obstacle rouge augmente de 1.</translation>
    </message>
    <message>
        <source>In addition, each green and red obstacle heals all levels.</source>
        <translation>De plus, chaque obstacle vert et rouge soigne tous ses niveaux.</translation>
    </message>
    <message>
        <source>The Attack Strength of each Black obstacle and Blue obstacle is increased by +1.</source>
        <translation>La force d&apos;attaque de chaque obstacle noir et de chaque obstacle bleu augmente de +1.</translation>
    </message>
    <message>
        <source>In addition, each Black obstacle and Blue obstacle heals all levels.</source>
        <translation>De plus, chaque obstacle noir et bleu soigne tous ses niveaux.</translation>
    </message>
    <message>
        <source>At the end of their turn, the current runner takes 1 damage if they played cards of more than one color that turn.</source>
        <translation>À la fin de son tour, le Runner actif subit 1 dégât s&apos;il a joué des cartes de plus d&apos;une couleur pendant ce tour.</translation>
    </message>
    <message>
        <source>Instead of 1 damage, the current runner takes 2 damage.</source>
        <translation>Au lieu de 1 dégât, le Runner actif subit 2 dégâts.</translation>
    </message>
    <message>
        <source>At the end of their turn, the current runner takes 1 damage if they played cards of more than one color that turn. 4+: Instead of 1 damage, the current runner takes 2 damage.</source>
        <translation>À la fin de son tour, le Runner actif subit 1 dégât s&apos;il a joué des cartes de plus d&apos;une couleur pendant ce tour. 4+ : au lieu de 1 dégât, le Runner actif subit 2 dégâts.</translation>
    </message>
    <message>
        <source>At the start of each turn, the current runner gains 1 nuyen and discards 1 card.</source>
        <translation>Au début de chaque tour, le Runner actif gagne 1 nuyen et défausse 1 carte.</translation>
    </message>
    <message>
        <source>The Face chooses a runner. Flip a card from the Normal Obstacle deck facing that runner. That runner takes an extra turn immediately after their next normal turn.</source>
        <translation>Le Face choisit un Runner. Révélez une carte du paquet d&apos;obstacles Normal face à ce Runner. Ce Runner joue un tour supplémentaire juste après son prochain tour normal.</translation>
    </message>
    <message>
        <source>The Attack Strength of each Human obstacle is increased by +1.</source>
        <translation>La force d&apos;attaque de chaque obstacle Humain augmente de +1.</translation>
    </message>
    <message>
        <source>In addition, reveal cards from the Normal Obstacle deck until you reveal a Human obstacle and place it facing the runner whose role color matches it. Discard the rest.</source>
        <translation>De plus, révélez des cartes du paquet d&apos;obstacles Normal jusqu&apos;à révéler un obstacle Humain et placez-le face au Runner dont la couleur de rôle lui correspond. Défaussez le reste.</translation>
    </message>
    <message>
        <source>The Attack Strength of each Ork and Troll obstacle is increased by +1.</source>
        <translation>La force d&apos;attaque de chaque obstacle Ork et Troll augmente de +1.</translation>
    </message>
    <message>
        <source>In addition, reveal the top 5 cards of the Hard Obstacle deck. Put any Ork or Troll obstacles into play facing the runner whose role color matches that obstacle&apos;s color. Discard the rest.</source>
        <translation>De plus, révélez les 5 cartes du dessus du paquet d&apos;obstacles Difficile. Mettez en jeu les obstacles Ork ou Troll face au Runner dont la couleur de rôle correspond à celle de l&apos;obstacle. Défaussez le reste.</translation>
    </message>
    <message>
        <source>Each Ork and Troll obstacle heals 1 level.</source>
        <translation>Chaque obstacle Ork et Troll soigne 1 niveau.</translation>
    </message>
    <message>
        <source>Timebomb: Each Ork and Troll obstacle heals 1 level.</source>
        <translation>Retardement : chaque obstacle Ork et Troll soigne 1 niveau.</translation>
    </message>
    <message>
        <source>Each turn, immediately before the Draw &amp; Buy step, the current runner takes 1 damage for each card in their hand.</source>
        <translation>À chaque tour, juste avant l&apos;étape Recharger et acheter, le Runner actif subit 1 dégât par carte dans sa main.</translation>
    </message>
    <message>
        <source>Each runner with 5 or more HP takes 2 damage and puts the top card of the Black Market deck into their hand.</source>
        <translation>Chaque Runner ayant 5 Santé ou plus subit 2 dégâts et met la carte du dessus du paquet du Marché Noir dans sa main.</translation>
    </message>
    <message>
        <source>When this card is placed in the Crossfire discard, each runner takes 1 damage.</source>
        <translation>Quand cette carte est mise dans la défausse Crossfire, chaque Runner subit 1 dégât.</translation>
    </message>
    <message>
        <source>Timebomb: When this card is placed in the Crossfire discard, each runner takes 1 damage.</source>
        <translation>Retardement : quand cette carte est mise dans la défausse Crossfire, chaque Runner subit 1 dégât.</translation>
    </message>
    <message>
        <source>Instead of 1 damage, each runner takes 3 damage.</source>
        <translation>Au lieu de 1 dégât, chaque Runner subit 3 dégâts.</translation>
    </message>
    <message>
        <source>Timebomb: When this card is placed in the Crossfire discard, each runner takes 1 damage. 8+: Instead of 1 damage, each runner takes 3 damage.</source>
        <translation>Retardement : quand cette carte est mise dans la défausse Crossfire, chaque Runner subit 1 dégât. 8+ : au lieu de 1 dégât, chaque Runner subit 3 dégâts.</translation>
    </message>
    <message>
        <source>+1 starting nuyen.</source>
        <translation>+1 Nuyen de départ.</translation>
    </message>
    <message>
        <source>+1 starting and maximum HP.</source>
        <translation>+1 PV de départ et maximum.</translation>
    </message>
    <message>
        <source>Once per turn, change 1 blue damage of an obstacle into 2 colorless damage.</source>
        <translation>1 fois par tour, changez 1 dégât Bleu d&apos;un Obstacle en 2 dégâts incolores.</translation>
    </message>
    <message>
        <source>Once per turn, change 1 black damage of an obstacle into 2 colorless damage.</source>
        <translation>1 fois par tour, changez 1 dégât Noir d&apos;un Obstacle en 2 dégâts incolores.</translation>
    </message>
    <message>
        <source>Once per game, pay 3 nuyen to heal 1 HP of a Staggered runner.</source>
        <translation>Une fois par partie, payer 3 Nuyens pour soigner 1 PV d&apos;un Runner Sonné.</translation>
    </message>
    <message>
        <source>+1 starting card.</source>
        <translation>+1 carte de départ.</translation>
    </message>
    <message>
        <source>Once per turn, change 1 green damage of an obstacle into 2 colorless damage.</source>
        <translation>1 fois par tour, changez 1 dégât Vert d&apos;un Obstacle en 2 dégâts incolores.</translation>
    </message>
    <message>
        <source>+1 basic card of your choice in your deck at the start of the game.</source>
        <translation>+1 carte basique au choix dans votre paquet au début de la partie.</translation>
    </message>
    <message>
        <source>Once per turn, change 1 red damage of an obstacle into 2 colorless damage.</source>
        <translation>1 fois par tour, changez 1 dégât Rouge d&apos;un Obstacle en 2 dégâts incolores.</translation>
    </message>
    <message>
        <source>When you buy a card costing 6+ nuyen, you may move 1 obstacle.</source>
        <translation>Quand vous achetez une carte à 6+ Nuyens, vous pouvez déplacer 1 Obstacle.</translation>
    </message>
    <message>
        <source>+1 card in the Black Market offer.</source>
        <translation>+1 carte dans l&apos;offre Marché Noir.</translation>
    </message>
    <message>
        <source>When you buy a card costing 8+ nuyen, gain 2 nuyen.</source>
        <translation>Quand vous achetez une carte à 8+ Nuyens, gagnez 2 Nuyens.</translation>
    </message>
    <message>
        <source>When you buy a card, you may put it into your discard pile to reduce its cost by 1.</source>
        <translation>Lorsque vous achetez 1 carte, vous pouvez la mettre en défausse pour diminuer son Coût de -1.</translation>
    </message>
    <message>
        <source>When an ability makes you discard 1 or more cards, draw 1 card.</source>
        <translation>Lorsqu&apos;une capacité vous fait défausser 1 ou plusieurs cartes, piochez 1 carte.</translation>
    </message>
    <message>
        <source>When you defeat an obstacle of your main role color, draw 1 card, then discard 1 card.</source>
        <translation>Lorsque vous vainquez un Obstacle de votre couleur principale, piocher 1 carte puis défaussez 1 carte.</translation>
    </message>
    <message>
        <source>The first time you are Staggered during a game, deal 2 levels of damage to an obstacle facing you.</source>
        <translation>La première fois que vous êtes Sonné pendant une partie, infligez 2 Niveaux de dégâts à un Obstacle vous faisant face.</translation>
    </message>
    <message>
        <source>At the start of the game, you may buy 1 card and put it into your hand.</source>
        <translation>Au début de la partie, vous pouvez acheter 1 carte et la mettre en main.</translation>
    </message>
    <message>
        <source>When you defeat an obstacle of your main role color, the total nuyen gained increases by 1.</source>
        <translation>Lorsque vous vainquez un Obstacle de votre couleur principale, le gain total de Nuyens augmente de +1.</translation>
    </message>
    <message>
        <source>When you stop being Staggered, draw 3 cards instead of 2.</source>
        <translation>Lorsque vous sortez de l&apos;état Sonné, piochez 3 cartes au lieu de 2.</translation>
    </message>
    <message>
        <source>When another runner defeats an obstacle facing you, your nuyen gain equals that runner&apos;s instead of your normal share.</source>
        <translation>Lorsqu&apos;un autre Runner vainc un Obstacle vous faisant face, votre gain de Nuyens est égal à celui de ce Runner au lieu de votre part normale.</translation>
    </message>
    <message>
        <source>When you buy a card costing 5+ nuyen that matches your main role color, reduce its cost by 1.</source>
        <translation>Quand vous achetez une carte à 5+ Nuyens correspondant à votre couleur principale, diminuez son Coût de -1.</translation>
    </message>
    <message>
        <source>+2 starting cards.</source>
        <translation>+2 cartes de départ.</translation>
    </message>
    <message>
        <source>+2 starting and maximum HP.</source>
        <translation>+2 PV de départ et maximum.</translation>
    </message>
    <message>
        <source>Each time you would heal, you may gain 1 nuyen instead.</source>
        <translation>Chaque fois que vous êtes soigné, vous pouvez gagner 1 Nuyen à la place.</translation>
    </message>
    <message>
        <source>The second time you buy a card of your main role color, reduce its cost by 1.</source>
        <translation>La 2e fois que vous achetez 1 carte correspondant à votre couleur principale, diminuez son Coût de -1.</translation>
    </message>
    <message>
        <source>+2 starting nuyen.</source>
        <translation>+2 Nuyens de départ.</translation>
    </message>
    <message>
        <source>When you play 3+ cards of another runner&apos;s main role color during a turn, that runner draws 1 card.</source>
        <translation>Lorsque vous jouez 3+ cartes de la couleur principale d&apos;un autre Runner pendant un tour, ce Runner pioche 1 carte.</translation>
    </message>
    <message>
        <source>You can buy cards from the Black Market discard pile.</source>
        <translation>Vous pouvez acheter des cartes de la défausse du Marché Noir.</translation>
    </message>
    <message>
        <source>When 2+ obstacles attack you on your turn, reduce the total damage you take by 1.</source>
        <translation>Lorsque 2+ Obstacles vous attaquent à votre tour, diminuez le total de dégâts subis de -1.</translation>
    </message>
    <message>
        <source>When you play a card during another runner&apos;s turn, it gains +1 colorless damage.</source>
        <translation>Lorsque vous jouez 1 carte pendant le tour d&apos;un autre Runner, elle gagne +1 dégât incolore.</translation>
    </message>
    <message>
        <source>Once per turn, gain +1 colorless damage if you play at least 2 cards with the same name.</source>
        <translation>Une fois par tour, gagnez +1 dégât incolore si vous jouez au moins 2 cartes avec le même nom.</translation>
    </message>
    <message>
        <source>When you defeat an obstacle of your main role color, heal 1 HP.</source>
        <translation>Lorsque vous vainquez un Obstacle de la couleur de votre rôle principal, soignez-vous de 1 PV.</translation>
    </message>
    <message>
        <source>Once during your turn, you may discard the top card of your deck.</source>
        <translation>Une fois pendant votre tour, vous pouvez défausser la 1re carte de votre paquet.</translation>
    </message>
    <message>
        <source>At the start of the game, replace 1 basic card with a card of the same color costing 2 nuyen.</source>
        <translation>Au début de la partie, remplacez 1 carte basique par une de la même couleur coûtant 2 Nuyens.</translation>
    </message>
    <message>
        <source>Once per Scene, when you play a Mark card, it gains +1 damage of the color of your choice.</source>
        <translation>Une fois par Séquence, lorsque vous jouez une carte Mark, elle gagne +1 dégât de la couleur de votre choix.</translation>
    </message>
    <message>
        <source>Once per Scene, when you play a Mana card, it gains +2 colorless damage.</source>
        <translation>Une fois par Séquence, lorsque vous jouez une carte Mana elle gagne +2 dégâts incolores.</translation>
    </message>
    <message>
        <source>Once per Scene, when you play a Street Smarts card, another runner of your choice draws 1 card.</source>
        <translation>Une fois par Séquence, lorsque vous jouez une carte Street smart, un autre Runner de votre choix pioche 1 carte.</translation>
    </message>
    <message>
        <source>Once during your turn, you may pay 2 nuyen to draw 1 card.</source>
        <translation>Une fois pendant votre tour, vous pouvez payer 2 Nuyens pour piocher 1 carte.</translation>
    </message>
    <message>
        <source>Once per Scene, when you play a Quick Shot card, move 1 obstacle from one runner to another.</source>
        <translation>Une fois par Séquence, lorsque vous jouez une carte Quick shot, déplacez 1 Obstacle d&apos;un Runner à un autre.</translation>
    </message>
    <message>
        <source>If you play at least 1 card of each color during your turn, heal 1 HP.</source>
        <translation>Si vous jouez au moins 1 carte de chaque couleur pendant votre tour, soignez-vous de 1 PV.</translation>
    </message>
    <message>
        <source>Once during your turn, you may discard 2 cards of the same color to take 1 card of that color from your discard pile into your hand.</source>
        <translation>Une fois pendant votre tour, vous pouvez défausser 2 cartes de la même couleur pour prendre en main 1 carte de cette couleur de votre défausse.</translation>
    </message>
    <message>
        <source>When you play a card during another runner&apos;s turn, you may pay 1 nuyen to draw 1 card.</source>
        <translation>Lorsque vous jouez 1 carte pendant le tour d&apos;un autre Runner, vous pouvez payer 1 Nuyen pour piocher 1 carte.</translation>
    </message>
    <message>
        <source>Each time you would heal, you can draw a card instead.</source>
        <translation>Chaque fois que vous êtes soigné, vous pouvez piocher 1 carte à la place.</translation>
    </message>
    <message>
        <source>When you buy a card, you may take 1 basic card of the same color from your discard pile into your hand.</source>
        <translation>Quand vous achetez 1 carte vous pouvez prendre en main 1 carte basique de la même couleur de votre défausse.</translation>
    </message>
    <message>
        <source>In the Draw &amp; Buy step (the summary&apos;s &quot;Reload&quot; phase), draw 1 more card, then discard 1 card.</source>
        <translation>À la phase Recharger, piochez 1 carte de plus puis défaussez 1 carte.</translation>
    </message>
    <message>
        <source>Once during your turn, you may take 2 damage to draw 2 cards.</source>
        <translation>Une fois pendant votre tour, vous pouvez subir 2 dégâts pour piocher 2 cartes.</translation>
    </message>
    <message>
        <source>The first basic card of your color you play on your turn deals +1 damage.</source>
        <translation>La 1re carte basique de votre couleur jouée à votre tour inflige +1 dégât.</translation>
    </message>
    <message>
        <source>If you play 4+ cards, gain +1 damage of a color of your choice.</source>
        <translation>Si vous jouez 4+ cartes, gagnez +1 dégât d&apos;une couleur au choix.</translation>
    </message>
    <message>
        <source>Each aspect is a separate boss. To defeat an aspect, one runner must deal it the aspect&apos;s colored damage, or the higher amount of damage of any color, in one turn. Defeat both Covert aspects (in either order), then flip the Dragon to Enraged; defeat both Enraged aspects to win.</source>
        <translation>Chaque aspect est un Boss distinct. Pour vaincre un aspect, un Runner doit lui infliger en un seul tour les dégâts colorés de l&apos;aspect, ou le montant plus élevé de dégâts de n&apos;importe quelle couleur. Vaincre les deux aspects Covert (dans n&apos;importe quel ordre), puis retourner le Dragon sur sa face Enraged ; vaincre les deux aspects Enraged pour gagner.</translation>
    </message>
    <message>
        <source>Flip up one additional obstacle at the start of each Scene.</source>
        <translation>Révélez un obstacle de plus au début de chaque Séquence.</translation>
    </message>
    <message>
        <source>Start the game with one card in the Crossfire discard. In the same game, the team can choose this option up to once for each runner.</source>
        <translation>Commencez la partie avec une carte dans la défausse Crossfire. Dans une même partie, l&apos;équipe peut choisir cette option jusqu&apos;à une fois par Runner.</translation>
    </message>
    <message>
        <source>Begin drawing a Crossfire card on round 2 instead of round 3 (if chosen, you can&apos;t also choose the Let&apos;s Get Serious bonus challenge).</source>
        <translation>Commencez à piocher une carte Crossfire au round 2 au lieu du round 3 (si vous le choisissez, vous ne pouvez pas aussi choisir le défi bonus Let&apos;s Get Serious).</translation>
    </message>
    <message>
        <source>Start drawing Crossfire cards at the start of the game instead of at the start of the third round (if chosen, you can&apos;t also choose the Trouble Brewing bonus challenge).</source>
        <translation>Commencez à piocher des cartes Crossfire dès le début de la partie au lieu du début du troisième round (si vous le choisissez, vous ne pouvez pas aussi choisir le défi bonus Trouble Brewing).</translation>
    </message>
    <message>
        <source>The Attack Strength of the Covert Dragon is increased by +1.</source>
        <translation>La force d&apos;attaque du Dragon Covert augmente de +1.</translation>
    </message>
    <message>
        <source>At the start of the game and after each round of play, flip up 4 obstacles instead of 3.</source>
        <translation>Au début de la partie et après chaque round, révélez 4 obstacles au lieu de 3.</translation>
    </message>
    <message>
        <source>Flip 4 Normal Obstacle cards.</source>
        <translation>Révélez 4 cartes Obstacle Normal.</translation>
    </message>
    <message>
        <source>Each runner draws 1 card. Flip 2 Hard Obstacle cards.</source>
        <translation>Chaque Runner pioche 1 carte. Révélez 2 cartes Obstacle Difficile.</translation>
    </message>
    <message>
        <source>The Client and each runner heals 1 HP. Flip 1 Hard Obstacle card and 2 Normal Obstacle cards. This Scene ends.</source>
        <translation>Le Client et chaque Runner se soignent de 1 Santé. Révélez 1 carte Obstacle Difficile et 2 cartes Obstacle Normal. Cette Séquence se termine.</translation>
    </message>
    <message>
        <source>Each runner draws 2 cards. Flip 2 Hard Obstacle cards and 1 Normal Obstacle card.</source>
        <translation>Chaque Runner pioche 2 cartes. Révélez 2 cartes Obstacle Difficile et 1 carte Obstacle Normal.</translation>
    </message>
    <message>
        <source>The Client and each runner heals 2 HP. Flip 2 Hard Obstacle cards and 2 Normal Obstacle cards. This Scene ends.</source>
        <translation>Le Client et chaque Runner se soignent de 2 Santé. Révélez 2 cartes Obstacle Difficile et 2 cartes Obstacle Normal. Cette Séquence se termine.</translation>
    </message>
    <message>
        <source>Each runner draws 3 cards. Flip 3 Hard Obstacle cards and 3 Normal Obstacle cards.</source>
        <translation>Chaque Runner pioche 3 cartes. Révélez 3 cartes Obstacle Difficile et 3 cartes Obstacle Normal.</translation>
    </message>
    <message>
        <source>The team escapes with the Client!</source>
        <translation>L&apos;équipe s&apos;échappe avec le Client !</translation>
    </message>
    <message>
        <source>Flip 3 Normal Obstacle cards.</source>
        <translation>Révélez 3 cartes Obstacle Normal.</translation>
    </message>
    <message>
        <source>Each runner draws 1 card. Flip 1 Hard Obstacle card.</source>
        <translation>Chaque Runner pioche 1 carte. Révélez 1 carte Obstacle Difficile.</translation>
    </message>
    <message>
        <source>The Client and each runner heals 1 HP. Flip 1 Hard Obstacle card and 1 Normal Obstacle card. This Scene ends.</source>
        <translation>Le Client et chaque Runner se soignent de 1 Santé. Révélez 1 carte Obstacle Difficile et 1 carte Obstacle Normal. Cette Séquence se termine.</translation>
    </message>
    <message>
        <source>Each runner draws 2 cards. Flip up 1 Hard Obstacle card and 2 Normal Obstacle cards.</source>
        <translation>Chaque Runner pioche 2 cartes. Révélez 1 carte Obstacle Difficile et 2 cartes Obstacle Normal.</translation>
    </message>
    <message>
        <source>The Client and each runner heals 2 HP. Flip 2 Hard Obstacle cards and 1 Normal Obstacle card. This Scene ends.</source>
        <translation>Le Client et chaque Runner se soignent de 2 Santé. Révélez 2 cartes Obstacle Difficile et 1 carte Obstacle Normal. Cette Séquence se termine.</translation>
    </message>
    <message>
        <source>Each runner draws 3 cards. Flip 2 Hard Obstacle cards and 3 Normal Obstacle cards.</source>
        <translation>Chaque Runner pioche 3 cartes. Révélez 2 cartes Obstacle Difficile et 3 cartes Obstacle Normal.</translation>
    </message>
    <message>
        <source>Flip 2 Normal Obstacle cards.</source>
        <translation>Révélez 2 cartes Obstacle Normal.</translation>
    </message>
    <message>
        <source>The Client and each runner heals 1 HP. Flip 2 Normal Obstacle cards. This Scene ends.</source>
        <translation>Le Client et chaque Runner se soignent de 1 Santé. Révélez 2 cartes Obstacle Normal. Cette Séquence se termine.</translation>
    </message>
    <message>
        <source>Each runner draws 2 cards. Flip 1 Hard Obstacle card and 1 Normal Obstacle card.</source>
        <translation>Chaque Runner pioche 2 cartes. Révélez 1 carte Obstacle Difficile et 1 carte Obstacle Normal.</translation>
    </message>
    <message>
        <source>The Client and each runner heals 2 HP. Flip 1 Hard Obstacle card and 1 Normal Obstacle card. This Scene ends.</source>
        <translation>Le Client et chaque Runner se soignent de 2 Santé. Révélez 1 carte Obstacle Difficile et 1 carte Obstacle Normal. Cette Séquence se termine.</translation>
    </message>
    <message>
        <source>Each runner draws 3 cards. Flip 2 Hard Obstacle cards and 1 Normal Obstacle card.</source>
        <translation>Chaque Runner pioche 3 cartes. Révélez 2 cartes Obstacle Difficile et 1 carte Obstacle Normal.</translation>
    </message>
    <message>
        <source>Flip 1 Normal Obstacle card.</source>
        <translation>Révélez 1 carte Obstacle Normal.</translation>
    </message>
    <message>
        <source>Draw 2 cards. Flip 1 Normal Obstacle card.</source>
        <translation>Piochez 2 cartes. Révélez 1 carte Obstacle Normal.</translation>
    </message>
    <message>
        <source>You and the Client each heal 1 HP. Flip 1 Hard Obstacle card. You gain 2 nuyen and can buy 1 card from the Black Market. This Scene ends.</source>
        <translation>Vous et le Client vous soignez chacun de 1 Santé. Révélez 1 carte Obstacle Difficile. Vous gagnez 2 nuyens et pouvez acheter 1 carte au Marché Noir. Cette Séquence se termine.</translation>
    </message>
    <message>
        <source>Draw 3 cards. Flip 1 Hard Obstacle card.</source>
        <translation>Piochez 3 cartes. Révélez 1 carte Obstacle Difficile.</translation>
    </message>
    <message>
        <source>You and the Client each heal 2 HP. Flip 2 Normal Obstacle cards. You gain 2 nuyen and can buy 1 card from the Black Market. This Scene ends.</source>
        <translation>Vous et le Client vous soignez chacun de 2 Santé. Révélez 2 cartes Obstacle Normal. Vous gagnez 2 nuyens et pouvez acheter 1 carte au Marché Noir. Cette Séquence se termine.</translation>
    </message>
    <message>
        <source>Draw 4 cards. Flip 2 Hard Obstacle cards and 1 Normal Obstacle card.</source>
        <translation>Piochez 4 cartes. Révélez 2 cartes Obstacle Difficile et 1 carte Obstacle Normal.</translation>
    </message>
    <message>
        <source>You escape with the Client!</source>
        <translation>Vous vous échappez avec le Client !</translation>
    </message>
    <message>
        <source>Start the game with four cards in the Crossfire discard (those events effects do not trigger).</source>
        <translation>Commencez la partie avec quatre cartes dans la défausse Crossfire (les effets de ces événements ne se déclenchent pas).</translation>
    </message>
    <message>
        <source>Start the Client with 1 HP (his maximum HP are unchanged). At the start of the game, take one Doc Wagon Contract from the Black Market deck and set it aside. It is available for purchase, but doesn&apos;t count as part of the Black Market.</source>
        <translation>Le Client commence avec 1 de Santé (son maximum ne change pas). Au début de la partie, prenez un Doc Wagon Contract dans le paquet du Marché Noir et mettez-le de côté. Il peut être acheté, mais ne compte pas dans le Marché Noir.</translation>
    </message>
    <message>
        <source>Whenever the Mission-progress track tells you to flip Hard obstacles, flip up 1 additional Hard obstacle.</source>
        <translation>Chaque fois que la piste de mission vous dit de révéler des obstacles Difficiles, révélez 1 obstacle Difficile de plus.</translation>
    </message>
    <message>
        <source>Getting in was easy, just like Mr. Johnson promised. But you&apos;ve got heavy company on the way out.</source>
        <translation>Entrer a été facile, comme l&apos;avait promis M. Johnson. Mais une sacrée compagnie vous attend à la sortie.</translation>
    </message>
    <message>
        <source>Your team will face off against obstacles in three Scenes. Each Scene ends when you have defeated all obstacles facing runners. Once the third Scene ends, the team wins the Mission!</source>
        <translation>Votre équipe affronte des obstacles en trois Séquences. Une Séquence se termine quand vous avez vaincu tous les obstacles face aux Runners. À la fin de la troisième Séquence, l&apos;équipe remporte la Mission !</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>No upgrades needed</source>
        <translation>Aucune amélioration nécessaire</translation>
    </message>
    <message>
        <source>Unfortunately for your team, the deal fell through. Better luck in your next incarnations!</source>
        <translation>Malheureusement pour votre équipe, le contrat a capoté. Meilleure chance dans vos prochaines vies !</translation>
    </message>
    <message>
        <source>First, you must defeat both aspects of the Covert Dragon. Then you must defeat both aspects of the Enraged Dragon to win. The Dragon will send obstacles your way.</source>
        <translation>Vous devez d&apos;abord vaincre les deux aspects du Dragon caché, puis les deux aspects du Dragon enragé pour gagner. Le Dragon enverra des obstacles sur votre route.</translation>
    </message>
    <message>
        <source>Very Advanced</source>
        <translation>Très avancé</translation>
    </message>
    <message>
        <source>At least 70 Karma per runner in upgrades recommended</source>
        <translation>Au moins 70 Karma d&apos;améliorations par Runner recommandés</translation>
    </message>
    <message>
        <source>Great pay? A cooperative client? Really great pay? Oh frag. There&apos;s going to be trouble.</source>
        <translation>Une belle paie ? Un client coopératif ? Une très belle paie ? Oh, frag. Ça va mal tourner.</translation>
    </message>
    <message>
        <source>The team must keep the Client alive as the mission progresses. The obstacles will attempt to stop the Client from leaving, but the team can intercept them. The team must extract the Client alive and in time (by round 7) to win the mission. There is no option to abort the run in this mission.</source>
        <translation>L&apos;équipe doit garder le Client en vie pendant la mission. Les obstacles tentent de l&apos;empêcher de partir, mais l&apos;équipe peut les intercepter. Pour gagner, l&apos;équipe doit extraire le Client vivant et à temps (au round 7 au plus tard). Dans cette mission, on ne peut pas abandonner le run.</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avancé</translation>
    </message>
    <message>
        <source>At least 5 points per runner in upgrades recommended</source>
        <translation>Au moins 5 points d&apos;améliorations par Runner recommandés</translation>
    </message>
    <message>
        <source>(A WEAPON card played after the Whip counts too: that obstacle can&apos;t attack from then on.)</source>
        <translation>(Une carte WEAPON jouée après le Whip compte aussi : cet obstacle ne peut plus attaquer dès lors.)</translation>
    </message>
    <message>
        <source>(Checked again when damage is applied.)</source>
        <translation>(Vérifié de nouveau quand les dégâts sont appliqués.)</translation>
    </message>
    <message>
        <source>(SKILL cards played after Negotiation count too, as they are played.)</source>
        <translation>(Les cartes SKILL jouées après Negotiation comptent aussi, dès qu&apos;elles sont jouées.)</translation>
    </message>
    <message>
        <source>(Counted again when damage is applied.)</source>
        <translation>(Compté de nouveau quand les dégâts sont appliqués.)</translation>
    </message>
</context>
</TS>
