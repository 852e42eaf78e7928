--[[
Roblox's services as the game kit uses them, for tests that run the kit in Lua 5.4 (wasmoon): the game's
HttpService (RequestAsync yields until the answer, as in Roblox; JSON; secrets), task.wait, DateTime and
warn. The JavaScript side provides __request, __sleep, __jsonEncode, __jsonDecode, __now and __secrets.
]]

-- A secret is usable only as a header value, as in Roblox: scripts cannot read it.
local secretValues = setmetatable({}, { __mode = "k" })
local Secret = {}
Secret.__index = Secret
Secret.__tostring = function()
	return "Secret"
end
local function newSecret(value)
	local secret = setmetatable({}, Secret)
	secretValues[secret] = value
	return secret
end
function Secret:AddPrefix(prefix)
	return newSecret(prefix .. secretValues[self])
end
function Secret:AddSuffix(suffix)
	return newSecret(secretValues[self] .. suffix)
end

local HttpService = {}
function HttpService:GetSecret(name)
	local value = __secrets[name]
	if value == nil then
		error("Can't find secret with given key")
	end
	return newSecret(value)
end
function HttpService:JSONEncode(value)
	return __jsonEncode(value)
end
function HttpService:JSONDecode(text)
	return __jsonDecode(text)
end
function HttpService:GenerateGUID(wrap)
	return "00000000-0000-4000-8000-000000000000"
end
function HttpService:RequestAsync(request)
	local headers = {}
	for name, value in pairs(request.Headers or {}) do
		headers[name] = secretValues[value] or value
	end
	local response = __request(request.Url, request.Method or "GET", headers, request.Body or ""):await()
	if response.failed then
		error("HttpError: ConnectFail")
	end
	return { Success = response.StatusCode < 300, StatusCode = response.StatusCode, Body = response.Body, Headers = {} }
end

game = {
	JobId = "job-9b2e",
	GetService = function(_, name)
		if name == "HttpService" then
			return HttpService
		end
		error("no service " .. name .. " in the test shims")
	end,
}

task = {
	wait = function(seconds)
		__sleep((seconds or 0) * 1000):await()
		return seconds
	end,
}

DateTime = {
	now = function()
		return {
			ToIsoDate = function()
				return __now()
			end,
		}
	end,
}

warned = {}
function warn(...)
	local parts = {}
	for i = 1, select("#", ...) do
		parts[i] = tostring(select(i, ...))
	end
	warned[#warned + 1] = table.concat(parts, " ")
end
