--[[
LeagueResults: sends a match's results from a Roblox game server to the league site.

  local LeagueResults = require(game.ServerScriptService.LeagueResults)
  local results = LeagueResults.new({ baseUrl = "https://league.example.org", matchId = 123 })
  results:reportSet(1, 12, 9, false)   -- set 1 is at 12-9
  results:reportSet(1, 25, 21, true)   -- set 1 ended 25-21
  results:reportFinal(sets, lines)     -- the final box score, for staff to approve

Each call carries an idempotency key made from the match, this server and what it reports, and keeps its
first sentAt on every retry: the site does each call once however often it arrives. Network failures, 429
and 5xx answers are retried with growing pauses; any other refusal (a wrong key, an unknown match) is
returned at once with the site's message, since sending it again would not help.

The league API key is read from the game's secret store (Creator Hub > Secrets, name "league_results_key")
and only ever used in the Authorization header, so no script can read it. See README.md beside this file.

Written in the subset of Luau that Lua 5.4 also runs: the site's tests run this very file in a Lua VM
against the server (apps/api/test/game-kit.test.ts).
]]

local LeagueResults = {}
LeagueResults.__index = LeagueResults

LeagueResults.SECRET_NAME = "league_results_key"
LeagueResults.MAX_ATTEMPTS = 5
LeagueResults.FIRST_PAUSE_SECONDS = 1

--- Creates a reporter for one match. Options: baseUrl, matchId, and for tests httpService, serverId,
--- secretName, maxAttempts, firstPauseSeconds.
function LeagueResults.new(options)
	assert(type(options) == "table", "LeagueResults.new needs options")
	assert(type(options.baseUrl) == "string", "options.baseUrl is required (the league site's address)")
	assert(type(options.matchId) == "number", "options.matchId is required (the match id from the schedule)")
	local self = setmetatable({}, LeagueResults)
	self.baseUrl = string.gsub(options.baseUrl, "/+$", "")
	self.matchId = options.matchId
	self.http = options.httpService or game:GetService("HttpService")
	self.serverId = options.serverId or game.JobId
	if self.serverId == nil or self.serverId == "" then
		self.serverId = "studio"
	end
	self.secret = self.http:GetSecret(options.secretName or LeagueResults.SECRET_NAME)
	self.maxAttempts = options.maxAttempts or LeagueResults.MAX_ATTEMPTS
	self.firstPause = options.firstPauseSeconds or LeagueResults.FIRST_PAUSE_SECONDS
	return self
end

--- The idempotency key of a call: letters, digits and :_.- only.
function LeagueResults:_key(what)
	local raw = string.format("m%d:%s:%s", self.matchId, tostring(self.serverId), what)
	return (string.gsub(raw, "[^%w:_%.%-]", ""))
end

--- Sends one call, retrying what may succeed later. Answers ok, and the site's answer or its message.
function LeagueResults:_send(path, body)
	body.matchId = self.matchId
	body.gameServerId = tostring(self.serverId)
	body.sentAt = DateTime.now():ToIsoDate()
	local request = {
		Url = self.baseUrl .. path,
		Method = "POST",
		Headers = {
			["Content-Type"] = "application/json",
			["Authorization"] = self.secret:AddPrefix("Bearer "),
		},
		Body = self.http:JSONEncode(body),
	}
	local pause = self.firstPause
	local lastProblem = "no answer"
	for attempt = 1, self.maxAttempts do
		local sent, response = pcall(function()
			return self.http:RequestAsync(request)
		end)
		if sent then
			local status = response.StatusCode
			local decoded, answer = pcall(function()
				return self.http:JSONDecode(response.Body)
			end)
			if not decoded then
				answer = { message = response.Body }
			end
			if status >= 200 and status < 300 then
				return true, answer
			end
			lastProblem = string.format("%d %s", status, tostring(answer.message))
			if status ~= 429 and status < 500 then
				warn("LeagueResults: the site refused " .. path .. ": " .. lastProblem)
				return false, lastProblem
			end
		else
			lastProblem = tostring(response)
		end
		if attempt < self.maxAttempts then
			task.wait(pause)
			pause = pause * 2
		end
	end
	warn("LeagueResults: gave up on " .. path .. " after " .. self.maxAttempts .. " tries: " .. lastProblem)
	return false, lastProblem
end

--- A set's score while it is played (setOver false) or once it ended (setOver true). Team 1 is the
--- match's first team on the schedule.
function LeagueResults:reportSet(setNumber, team1Points, team2Points, setOver)
	local what = string.format("set%d:%d-%d%s", setNumber, team1Points, team2Points, setOver and ":end" or "")
	return self:_send("/api/results/sets", {
		idempotencyKey = self:_key(what),
		setNumber = setNumber,
		team1Points = team1Points,
		team2Points = team2Points,
		setOver = setOver == true,
	})
end

local STAT_FIELDS = {
	"spikeKills",
	"spikeAttempts",
	"apeKills",
	"apeAttempts",
	"spikingErrors",
	"digs",
	"blocks",
	"assists",
	"aces",
	"settingErrors",
	"blockFollows",
	"servingErrors",
	"miscErrors",
}
LeagueResults.STAT_FIELDS = STAT_FIELDS

--- The final box score. `sets` is a list of { team1Points, team2Points }; `lines` a list of
--- { player = Player (or { UserId, Name }), side = 1 or 2, spikeKills = ..., ... } with every stat field.
--- It waits as a pending result until staff approve it; the answer lists what they will have to fix.
function LeagueResults:reportFinal(sets, lines)
	local body = { idempotencyKey = self:_key("final"), sets = {}, lines = {} }
	for i, set in ipairs(sets) do
		body.sets[i] = { team1Points = set[1] or set.team1Points, team2Points = set[2] or set.team2Points }
	end
	for i, line in ipairs(lines) do
		local entry = {
			robloxUserId = line.player.UserId,
			robloxUsername = line.player.Name,
			side = line.side,
		}
		for _, field in ipairs(STAT_FIELDS) do
			entry[field] = line[field] or 0
		end
		body.lines[i] = entry
	end
	return self:_send("/api/results/final", body)
end

return LeagueResults
